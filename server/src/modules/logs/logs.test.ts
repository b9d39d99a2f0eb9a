import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '@/db/schema/email.ts';
import { loginLogs, systemLogs } from '@/db/schema/logs.ts';
import { buildContact, buildStaff } from '../../../test/factories.ts';
import { buildTestApp, sessionFor, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let admin: { authorization: string };
let backoffice: { authorization: string };
let contact: { authorization: string };

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await sessionFor(t.database.db, (await buildStaff(t.database.db, 'Admin')).id);
  backoffice = await sessionFor(t.database.db, (await buildStaff(t.database.db, 'Backoffice')).id);
  contact = await sessionFor(t.database.db, (await buildContact(t.database.db)).id);
  const db = t.database.db;
  await db.insert(loginLogs).values([
    { userName: 'zed.old', ip: '198.51.100.7', result: 'Failed', reason: 'wrong_password', stage: 'password', createdAt: daysAgo(40) },
    { userName: 'zed.new', ip: '198.51.100.8', result: 'Success', reason: 'totp', stage: 'two_factor', createdAt: daysAgo(1) },
    { userName: 'zed.new', ip: '198.51.100.8', result: 'NotAllowed', reason: 'user_disabled', stage: 'password', createdAt: daysAgo(2) },
  ]);
  await db.insert(systemLogs).values([
    { level: 'Error', machineName: 'm1', context: 'zq-orders', shortMessage: 'zq timeout talking to ERP', createdAt: daysAgo(40) },
    { level: 'Warning', machineName: 'm1', context: 'zq-orders', shortMessage: 'zq slow answer', createdAt: daysAgo(1) },
  ]);
  const mail = { templateKey: 'password_reset', language: 'en-US', fullMessage: 'x', html: '<p>x</p>' };
  await db.insert(emailOutbox).values([
    { ...mail, to: 'zq-old@example.test', subject: 'zq Old reset', status: 'Sent', createdAt: daysAgo(40) },
    { ...mail, to: 'zq-kept@example.test', subject: 'zq Kept reset', status: 'Kept', createdAt: daysAgo(40) },
    { ...mail, to: 'zq-new@example.test', subject: 'zq New reset', status: 'Sent', createdAt: daysAgo(1) },
  ]);
});
afterAll(() => t.close());

const get = (url: string, headers: object = admin) => t.app.inject({ url, headers: headers as Record<string, string> });
const since = (days: number) => encodeURIComponent(daysAgo(days).toISOString());

describe('log filters', () => {
  it('login log: text, result and time range', async () => {
    const names = async (q: string) => (await get(`/api/logs/login?${q}`)).json().items.map((r: { reason: string }) => r.reason);
    expect(await names('search=zed.')).toEqual(['totp', 'user_disabled', 'wrong_password']);
    expect(await names('search=198.51.100.7')).toEqual(['wrong_password']);
    expect(await names('search=zed.&result=NotAllowed')).toEqual(['user_disabled']);
    expect(await names(`search=zed.&from=${since(10)}`)).toEqual(['totp', 'user_disabled']);
    expect(await names(`search=zed.&to=${since(10)}`)).toEqual(['wrong_password']);
  });

  it('system log: level, text and time range', async () => {
    const messages = async (q: string) => (await get(`/api/logs/system?${q}`)).json().items.map((r: { shortMessage: string }) => r.shortMessage);
    expect(await messages('search=zq')).toEqual(['zq slow answer', 'zq timeout talking to ERP']);
    expect(await messages('search=zq&level=Error')).toEqual(['zq timeout talking to ERP']);
    expect(await messages(`search=zq&from=${since(10)}`)).toEqual(['zq slow answer']);
  });

  it('email log: subject text and time range (dateFrom/dateTo, `to` is the recipient)', async () => {
    const subjects = async (q: string) => (await get(`/api/email-logs?${q}`)).json().items.map((r: { subject: string }) => r.subject);
    expect(await subjects('search=zq')).toHaveLength(3);
    expect(await subjects(`search=zq&dateFrom=${since(10)}`)).toEqual(['zq New reset']);
    expect(await subjects(`search=zq&dateTo=${since(10)}&status=Kept`)).toEqual(['zq Kept reset']);
    expect(await subjects('search=zq&to=zq-old')).toEqual(['zq Old reset']);
  });
});

describe('log exports', () => {
  it('login log CSV: results and reasons in the file language', async () => {
    const es = await get('/api/logs/login/export?search=zed.&fileLanguage=es-ES');
    expect(es.statusCode).toBe(200);
    expect(es.headers['x-row-count']).toBe('3');
    const lines = es.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Fecha;Nombre de usuario;Resultado;Motivo;Etapa;Dirección IP;Navegador');
    expect(lines[1]).toMatch(/;zed\.new;Correcto;Aplicación de autenticación;two_factor;198\.51\.100\.8;$/);
    expect(lines[3]).toMatch(/;zed\.old;Fallido;Contraseña incorrecta;password;198\.51\.100\.7;$/);
    const en = await get('/api/logs/login/export?search=zed.old&fileLanguage=en-US', backoffice);
    expect(en.body).toContain('zed.old,Failed,Wrong password,password');
  });

  it('system and email log CSV', async () => {
    const system = await get('/api/logs/system/export?search=zq&level=Error&fileLanguage=pt-PT');
    const [head, row] = system.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(head).toBe('Data;Nível;Máquina;Endereço IP;Caminho;Contexto;Mensagem;Mensagem completa;Exceção');
    expect(row).toContain(';Error;m1;;;zq-orders;zq timeout talking to ERP;;');
    const email = await get('/api/email-logs/export?search=zq&status=Kept&fileLanguage=en-US', backoffice);
    const lines = email.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Date,Template,Language,To,Cc,Bcc,Subject,Status,Attempts,Last error,Sent');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',password_reset,en-US,zq-kept@example.test,,,zq Kept reset,Kept,0,,');
  });

  it('system log and its export are for Admin; login and email logs for staff', async () => {
    for (const url of ['/api/logs/system', '/api/logs/system/export']) {
      expect((await get(url)).statusCode).toBe(200);
      expect((await get(url, backoffice)).statusCode).toBe(403);
      expect((await get(url, contact)).statusCode).toBe(403);
    }
    for (const url of ['/api/logs/login/export', '/api/email-logs/export']) {
      expect((await get(url, backoffice)).statusCode).toBe(200);
      expect((await get(url, contact)).statusCode).toBe(403);
    }
  });
});
