import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '@/context.ts';
import { AUDIT_CONTEXTS } from '@customer-hub/contract/logs';
import { buildContact, buildStaff } from '../../../test/factories.ts';
import { buildTestApp, rowsOf, sessionFor, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let admin: { authorization: string };
let adminName: string;
let backoffice: { authorization: string };
let contact: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  const a = await buildStaff(t.database.db, 'Admin');
  adminName = a.userName;
  admin = await sessionFor(t.database.db, a.id);
  backoffice = await sessionFor(t.database.db, (await buildStaff(t.database.db, 'Backoffice')).id);
  contact = await sessionFor(t.database.db, (await buildContact(t.database.db)).id);
});
afterAll(() => t.close());

const get = (url: string, headers: object = admin) => t.app.inject({ url, headers: headers as Record<string, string> });
const putChat = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/settings/chat', headers: admin, payload });

describe('the audit log', () => {
  it('records a settings change: who, module, before → after, address and request id; the system log line stays', async () => {
    expect((await putChat({ enabled: true, url: 'https://chat.example.test/a' })).statusCode).toBe(200);
    const second = await t.app.inject({ method: 'PUT', url: '/api/settings/chat', headers: { ...admin, 'x-forwarded-for': '203.0.113.9' }, payload: { enabled: false, url: '' } });
    expect(second.statusCode).toBe(200);

    const page = (await get('/api/audit-log?context=settings')).json();
    const [latest, earlier] = page.items;
    expect(latest).toMatchObject({
      userName: adminName,
      context: 'settings',
      before: { enabled: true, url: 'https://chat.example.test/a' },
      after: { enabled: false, url: '' },
      path: '/api/settings/chat',
    });
    expect(latest.message).toMatch(/^Chat settings changed/);
    expect(latest.requestId).toBeTruthy();
    expect(latest.ip).toBeTruthy();
    expect(earlier).toMatchObject({ before: null, after: { enabled: true, url: 'https://chat.example.test/a' } });
    const logged = await rowsOf<{ short_message: string }>(t.database.db, sql`select short_message from system_logs where context = 'settings'`);
    expect(logged.some((r) => r.short_message.startsWith('Chat settings changed'))).toBe(true);
  });

  it('keeps an audit call without before/after as it was: a row with neither', async () => {
    await systemContext(t.database.db, null, t.app).audit('tests', 'Plain change of record r-1');
    const [row] = (await get('/api/audit-log?context=tests&search=r-1')).json().items;
    expect(row).toMatchObject({ userName: 'system', message: 'Plain change of record r-1', before: null, after: null, ip: null, requestId: null });
  });

  it('never stores or answers a secret: it shows as "set"', async () => {
    const ctx = systemContext(t.database.db, null, t.app);
    await ctx.audit('secrets', 'SMTP changed', { before: { host: 'a', password: null }, after: { host: 'b', password: 'hunter2-secret', nested: { apiKey: 'k-123456' } } });
    const res = await get('/api/audit-log?context=secrets');
    expect(res.body).not.toContain('hunter2-secret');
    expect(res.body).not.toContain('k-123456');
    expect(res.json().items[0]).toMatchObject({ before: { host: 'a', password: null }, after: { host: 'b', password: 'set', nested: { apiKey: 'set' } } });
    const stored = await rowsOf<{ after: unknown }>(t.database.db, sql`select after from audit_log where context = 'secrets'`);
    expect(JSON.stringify(stored)).not.toContain('hunter2');
  });

  it('filters by user, module, text and time', async () => {
    await systemContext(t.database.db, null, t.app).audit('filters', 'Alpha one');
    await systemContext(t.database.db, null, t.app).audit('filters', 'Beta two');
    const texts = async (q: string) => (await get(`/api/audit-log?${q}`)).json().items.map((r: { message: string }) => r.message);

    expect(await texts('context=filters')).toEqual(['Beta two', 'Alpha one']);
    expect(await texts('context=filters&search=alpha')).toEqual(['Alpha one']);
    expect(await texts(`context=settings&userName=${adminName.toUpperCase()}`)).toHaveLength(2);
    expect(await texts('context=settings&userName=nobody')).toEqual([]);
    expect(await texts(`context=filters&to=${encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString())}`)).toEqual([]);
    expect(await texts(`context=filters&from=${encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString())}`)).toHaveLength(2);
    expect((await get('/api/audit-log/contexts')).json()).toEqual(expect.arrayContaining(['filters', 'secrets', 'settings', 'tests']));
  });

  it('exports the filtered rows as CSV in the asked language, formulas defused', async () => {
    await systemContext(t.database.db, null, t.app).audit('export', '=cmd() change', { before: { a: 1 }, after: { a: 2 } });
    const en = await get('/api/audit-log/export?context=export&fileLanguage=en-US');
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toContain('text/csv');
    expect(en.headers['x-row-count']).toBe('1');
    const [header, row] = en.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(header).toBe('Date,User,Module,Change,Before,After,IP address,Path,Request');
    expect(row).toMatch(/^\d{4}-\d\d-\d\dT[^,]+,system,export,'=cmd\(\) change,"{""a"":1}","{""a"":2}",,,$/);

    const pt = await get('/api/audit-log/export?context=export&fileLanguage=pt-PT');
    expect(pt.body.replace('\uFEFF', '').split('\r\n')[0]).toBe('Data;Utilizador;Módulo;Alteração;Antes;Depois;Endereço IP;Caminho;Pedido');
  });

  it('is for Admin only', async () => {
    for (const url of ['/api/audit-log', '/api/audit-log/export', '/api/audit-log/contexts']) {
      expect((await get(url)).statusCode, url).toBe(200);
      expect((await get(url, backoffice)).statusCode, url).toBe(403);
      expect((await get(url, contact)).statusCode, url).toBe(403);
      expect((await get(url, {})).statusCode, url).toBe(401);
    }
  });
});

describe('audit contexts', () => {
  it('are all named in AUDIT_CONTEXTS, so the audit log can show each in the reader’s language', () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const used = new Set<string>();
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const text = readFileSync(join(root, file), 'utf8');
      for (const m of text.matchAll(/\.audit\(\s*'([\w-]+)'|const AUDIT = '([\w-]+)'/g)) used.add(m[1] ?? m[2]!);
    }
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((context) => !(AUDIT_CONTEXTS as readonly string[]).includes(context))).toEqual([]);
  });
});
