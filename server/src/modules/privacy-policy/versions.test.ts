import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { policyAcceptances } from '@/db/schema/policies.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsOf } from '../../../test/audit.ts';
import { buildContact, buildStaff } from '../../../test/factories.ts';
import { buildTestApp, rowsOf, sessionFor, type TestApp } from '../../../test/helpers.ts';

const BASE = '/api/privacy-policies';
const GATE = '/api/Backoffice/PrivacyPolicy';
const HOUR = 3_600_000;

type Headers = { authorization: string };
type Policy = { id: string; version: number; language: string; title: string; text: string; encrypted: boolean; editable: boolean; publishedAt: string | null };

let t: TestApp;
let backoffice: Headers;
let admin: Headers;
let customer: Headers;

beforeAll(async () => {
  t = await buildTestApp();
  backoffice = await sessionFor(t.database.db, (await buildStaff(t.database.db, 'Backoffice')).id);
  admin = await sessionFor(t.database.db, (await buildStaff(t.database.db, 'Admin')).id);
  customer = await sessionFor(t.database.db, (await buildContact(t.database.db)).id);
});
afterAll(() => t.close());

const draft = (language: string, title: string, extra: Record<string, unknown> = {}) => ({
  language,
  title,
  text: `<p>${title} text</p>`,
  effectiveAt: new Date(Date.now() - HOUR).toISOString(),
  ...extra,
});

async function create(body: Record<string, unknown>, headers = backoffice): Promise<Policy> {
  const res = await t.app.inject({ method: 'POST', url: BASE, headers, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Policy;
}
const post = (url: string, headers = backoffice) => t.app.inject({ method: 'POST', url, headers });
const put = (id: string, payload: Record<string, unknown>, headers = backoffice) => t.app.inject({ method: 'PUT', url: `${BASE}/${id}`, headers, payload });
const remove = (id: string, headers = backoffice) => t.app.inject({ method: 'DELETE', url: `${BASE}/${id}`, headers });
const get = (url: string, headers: Headers, query: Record<string, string> = {}) => t.app.inject({ url, headers, query });
const decide = (headers: Headers, id: string, accepted: boolean) => t.app.inject({ method: 'POST', url: `${GATE}/CreateGDPRAcceptance`, headers, payload: { id, accepted } });

async function contactIn(language: string) {
  const user = await buildContact(t.database.db, { language, permissions: ['Trips'] });
  return { user, auth: await sessionFor(t.database.db, user.id) };
}

describe('staff privacy-policy versions', () => {
  it('refuses a version filter past the integer column (400, not 500)', async () => {
    for (const url of [`${BASE}?version=9007199254740991`, `${BASE}/acceptances?version=2147483648`, `${BASE}/acceptances/export?version=2147483648`]) {
      const res = await get(url, admin);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBe('VALIDATION_FAILED');
    }
    expect((await get(`${BASE}?version=2147483647`, admin)).statusCode).toBe(200);
  });

  it('refuses customers (403) and anonymous callers (401)', async () => {
    expect((await get(BASE, customer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: BASE, headers: customer, payload: draft('en-US', 'No') })).statusCode).toBe(403);
    expect((await get(`${BASE}/acceptances`, customer)).statusCode).toBe(403);
    expect((await get(`${BASE}/acceptances/export`, customer)).statusCode).toBe(403);
    expect((await t.app.inject({ url: BASE })).statusCode).toBe(401);
  });

  it('refuses an unknown language, an expiration before the effective date and a text empty once cleaned (400)', async () => {
    const bad = async (body: Record<string, unknown>) => (await t.app.inject({ method: 'POST', url: BASE, headers: admin, payload: body })).statusCode;
    expect(await bad(draft('fr-FR', 'Politique'))).toBe(400);
    expect(await bad(draft('en-US', ''))).toBe(400);
    expect(await bad(draft('en-US', 'Dates', { expiresAt: new Date(Date.now() - 2 * HOUR).toISOString() }))).toBe(400);
    expect(await bad({ ...draft('en-US', 'Script'), text: '<script>alert(1)</script>' })).toBe(400);
    expect(await bad({ ...draft('en-US', 'No date'), effectiveAt: 'tomorrow' })).toBe(400);
  });

  it('numbers drafts per language, cleans the text, seals it when asked, lists and deletes them (audited)', async () => {
    const en1 = await create({ ...draft('en-US', 'Privacy'), text: '<p onclick="x()">Hello<script>alert(1)</script></p>' });
    const en2 = await create(draft('en-US', 'Privacy 2', { encrypted: true }), admin);
    const es1 = await create(draft('es-ES', 'Privacidad'));
    expect([en1.version, en2.version, es1.version]).toEqual([1, 2, 1]);
    expect(en1).toMatchObject({ text: '<p>Hello</p>', editable: true, publishedAt: null, encrypted: false });

    const [raw] = await rowsOf<{ text: string }>(t.database.db, sql`select text from privacy_policies where id = ${en2.id}`);
    expect(raw!.text).not.toContain('Privacy 2');
    const list = (await get(BASE, backoffice, { language: 'en-US' })).json() as { items: Policy[]; total: number };
    expect(list.total).toBe(2);
    expect(list.items.map((p) => [p.version, p.text])).toEqual([
      [2, '<p>Privacy 2 text</p>'],
      [1, '<p>Hello</p>'],
    ]);

    for (const p of [en1, en2, es1]) expect((await remove(p.id)).statusCode).toBe(204);
    expect((await get(BASE, admin)).json()).toMatchObject({ total: 0 });
    expect((await remove(en1.id)).statusCode).toBe(404);
    expect(await auditRowsOf(t.database.db, 'privacy-policy', 'version 2 (en-US) created')).toHaveLength(1);
    expect(await auditRowsOf(t.database.db, 'privacy-policy', 'version 1 (es-ES) deleted')).toHaveLength(1);
  });

  it('publishing gates every signed-in user at once, per language with the Spanish fallback; a decided version is no longer editable', async () => {
    const en = await contactIn('en-US');
    const pt = await contactIn('pt-PT');
    // Both sessions are cached as "nothing awaits".
    expect((await get('/api/trips', en.auth)).statusCode).toBe(200);
    expect((await get('/api/trips', pt.auth)).statusCode).toBe(200);

    const es1 = await create(draft('es-ES', 'Privacidad v1'));
    const en1 = await create(draft('en-US', 'Privacy v1'));
    const published = (await post(`${BASE}/${es1.id}/publish`)).json() as Policy;
    expect(published.publishedAt).not.toBeNull();

    // The very next data call of an already signed-in user is refused: no cached session survived.
    const refused = await get('/api/trips', en.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'POLICY_ACCEPTANCE_REQUIRED' });
    expect((await get(`${GATE}/GetOlderGDPRToApprove`, en.auth)).json()).toMatchObject({ id: es1.id, title: 'Privacidad v1' });

    await post(`${BASE}/${en1.id}/publish`);
    expect((await get(`${GATE}/GetOlderGDPRToApprove`, en.auth)).json()).toMatchObject({ id: en1.id, title: 'Privacy v1' });
    expect((await get(`${GATE}/GetOlderGDPRToApprove`, pt.auth)).json()).toMatchObject({ id: es1.id });

    // Editable until somebody decides; the change is served at once.
    const changed = await put(en1.id, { title: 'Privacy v1 (fixed)', text: '<p>Fixed</p>', effectiveAt: new Date(Date.now() - HOUR).toISOString() });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ editable: true, title: 'Privacy v1 (fixed)' });
    expect((await get(`${GATE}/GetOlderGDPRToApprove`, en.auth)).json()).toMatchObject({ title: 'Privacy v1 (fixed)', text: '<p>Fixed</p>' });

    expect((await decide(en.auth, en1.id, true)).statusCode).toBe(200);
    expect((await get('/api/trips', en.auth)).statusCode).toBe(200);

    for (const id of [en1.id, es1.id]) {
      const locked = await put(id, { title: 'Too late', text: '<p>Too late</p>', effectiveAt: new Date().toISOString() });
      expect(locked.statusCode).toBe(409);
      expect(locked.json()).toMatchObject({ code: 'POLICY_NOT_EDITABLE' });
    }
    expect((await remove(en1.id)).json()).toMatchObject({ code: 'POLICY_NOT_EDITABLE' });
    const listed = (await get(BASE, backoffice, { language: 'en-US' })).json() as { items: Policy[] };
    expect(listed.items[0]).toMatchObject({ id: en1.id, editable: false });

    // A published draft cannot be deleted either; unpublished and undecided, it can.
    const en2 = await create(draft('en-US', 'Privacy v2'));
    expect(en2.version).toBe(2);
    await post(`${BASE}/${en2.id}/publish`);
    // Staff keep managing versions while one awaits them.
    expect((await remove(en2.id)).statusCode).toBe(409);
    expect((await get('/api/trips', en.auth)).statusCode).toBe(403);
    expect((await post(`${BASE}/${en2.id}/unpublish`)).statusCode).toBe(200);
    expect((await get('/api/trips', en.auth)).statusCode).toBe(200);
    expect((await remove(en2.id)).statusCode).toBe(204);
    expect(await auditRowsOf(t.database.db, 'privacy-policy', 'version 2 (en-US) published')).toHaveLength(1);

    // The Portuguese reader declines: recorded, and the session is over.
    expect((await decide(pt.auth, es1.id, false)).json()).toEqual({ accepted: false, signedOut: true });
    expect((await get('/api/trips', pt.auth)).statusCode).toBe(401);
  });

  it('lists the decisions with filters, and exports them as CSV', async () => {
    // From the previous test: an English reader accepted version 1, a Portuguese one declined it.
    const all = (await get(`${BASE}/acceptances`, backoffice)).json() as { items: { userName: string; email: string; accepted: boolean; language: string; policyVersion: number }[]; total: number };
    expect(all.total).toBe(2);
    const declined = (await get(`${BASE}/acceptances`, backoffice, { accepted: 'false' })).json() as typeof all;
    expect(declined.items).toHaveLength(1);
    expect(declined.items[0]).toMatchObject({ accepted: false, language: 'es-ES', policyVersion: 1 });

    const email = declined.items[0]!.email;
    expect((await get(`${BASE}/acceptances`, admin, { search: email.slice(0, 12).toUpperCase() })).json()).toMatchObject({ total: 1 });
    expect((await get(`${BASE}/acceptances`, admin, { language: 'en-US' })).json()).toMatchObject({ total: 1 });
    expect((await get(`${BASE}/acceptances`, admin, { version: '1' })).json()).toMatchObject({ total: 2 });
    expect((await get(`${BASE}/acceptances`, admin, { version: '7' })).json()).toMatchObject({ total: 0 });
    expect((await get(`${BASE}/acceptances`, admin, { from: '2999-01-01' })).json()).toMatchObject({ total: 0 });
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`${BASE}/acceptances`, admin, { from: today, to: today })).json()).toMatchObject({ total: 2 });
    expect((await get(`${BASE}/acceptances`, admin, { accepted: 'maybe' })).statusCode).toBe(400);

    const csv = await get(`${BASE}/acceptances/export`, backoffice, { accepted: 'true' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/privacy-policy-acceptances-all-versions-\d{8}\.csv/);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Date and time (UTC),Name,User name,Email,Company,Decision,Version,Language,IP address');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',Accepted,1,en-US,');
  });

  it("writes the CSV's headers and decisions in the asked language, else the user's, with that language's separator", async () => {
    const csvLines = async (headers: Headers, query: Record<string, string> = {}) => {
      const res = await get(`${BASE}/acceptances/export`, headers, { sort: 'userName', direction: 'asc', ...query });
      expect(res.statusCode, res.body).toBe(200);
      return res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    };
    const english = await csvLines(backoffice, { fileLanguage: 'en-US', accepted: 'false' });
    expect(english[0]).toBe('Date and time (UTC),Name,User name,Email,Company,Decision,Version,Language,IP address');
    expect(english[1]).toContain(',Declined,1,es-ES,');

    const spanish = await csvLines(backoffice, { fileLanguage: 'es-ES', accepted: 'false' });
    expect(spanish[0]).toBe('Fecha y hora (UTC);Nombre;Nombre de usuario;Correo electrónico;Empresa;Decisión;Versión;Idioma;Dirección IP');
    expect(spanish[1]).toContain(';Rechazada;1;es-ES;');

    const portuguese = await csvLines(backoffice, { fileLanguage: 'pt-PT', accepted: 'true' });
    expect(portuguese[0]).toBe('Data e hora (UTC);Nome;Nome de utilizador;Email;Empresa;Decisão;Versão;Idioma;Endereço IP');
    expect(portuguese[1]).toContain(';Aceite;1;en-US;');

    // Without a language: the requesting user's.
    const lisbon = await sessionFor(t.database.db, (await buildStaff(t.database.db, 'Backoffice', { language: 'pt-PT' })).id);
    expect((await csvLines(lisbon))[0]).toBe('Data e hora (UTC);Nome;Nome de utilizador;Email;Empresa;Decisão;Versão;Idioma;Endereço IP');
    const madrid = await sessionFor(t.database.db, (await buildStaff(t.database.db, 'Admin', { language: 'es-ES' })).id);
    const fromMadrid = await csvLines(madrid);
    expect(fromMadrid[0]).toBe('Fecha y hora (UTC);Nombre;Nombre de usuario;Correo electrónico;Empresa;Decisión;Versión;Idioma;Dirección IP');
    expect(fromMadrid).toHaveLength(3);
    expect((await get(`${BASE}/acceptances/export`, madrid, { fileLanguage: 'fr-FR' })).statusCode).toBe(400);
  });

  it("filters decisions by whole days of the reader's time zone: from 00:00 of the first day to 23:59:59.999 of the last", async () => {
    // A reader in Madrid (UTC+1 in November) asks for 24 November 2026: 23 Nov 23:00 UTC to 24 Nov 22:59:59.999 UTC.
    const at = ['2026-11-23T22:59:59.999Z', '2026-11-23T23:00:00.000Z', '2026-11-24T22:59:59.999Z', '2026-11-24T23:00:00.000Z'];
    const user = await buildStaff(t.database.db, 'Backoffice');
    await t.database.db.insert(policyAcceptances).values(
      at.map((when) => ({ userId: user.id, userName: user.userName, policyId: randomUUID(), policyVersion: 90, language: 'es-ES', accepted: true, at: new Date(when) })),
    );
    const found = async (from: string, to: string) => {
      const res = await get(`${BASE}/acceptances`, admin, { version: '90', from, to, sort: 'at', direction: 'asc' });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { items: { at: string }[] }).items.map((i) => i.at);
    };
    const madridDay = [at[1], at[2]];
    expect(await found('2026-11-24T00:00:00.000+01:00', '2026-11-24T23:59:59.999+01:00')).toEqual(madridDay);
    // The same instants as the browser writes them (toISOString).
    expect(await found('2026-11-23T23:00:00.000Z', '2026-11-24T22:59:59.999Z')).toEqual(madridDay);
    // In New York (UTC-5) the 24th starts at 05:00 UTC and still holds 23:00 UTC.
    expect(await found('2026-11-24T00:00:00.000-05:00', '2026-11-24T23:59:59.999-05:00')).toEqual([at[2], at[3]]);
    // A date alone is its whole UTC day.
    expect(await found('2026-11-24', '2026-11-24')).toEqual([at[2], at[3]]);
    expect(await found('2026-11-23', '2026-11-23')).toEqual([at[0], at[1]]);

    const csv = await get(`${BASE}/acceptances/export`, admin, { version: '90', from: '2026-11-23T23:00:00.000Z', to: '2026-11-24T22:59:59.999Z' });
    expect(csv.body.replace(/^\uFEFF/, '').trim().split('\r\n')).toHaveLength(3);
    expect((await get(`${BASE}/acceptances`, admin, { from: '24/11/2026' })).statusCode).toBe(400);
  });
});
