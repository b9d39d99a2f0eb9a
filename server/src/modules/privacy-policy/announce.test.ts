import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '@/db/schema/email.ts';
import { notifications } from '@/db/schema/notifications.ts';
import type { NotificationStreamEvent } from '@customer-hub/contract/notifications';
import type { Permission } from '@customer-hub/contract/permissions';
import { auditRowsOf } from '../../../test/audit.ts';
import { buildContact, buildStaff, buildTenant } from '../../../test/factories.ts';
import { buildTestApp, sessionFor, type TestApp } from '../../../test/helpers.ts';
import { addressOf, openStream, type OpenStream } from '../../../test/sse.ts';
import { ANNOUNCE_JOB } from './announce.ts';

/** Publishing a privacy-policy version tells, through the bell, everyone the gate will ask. */
const BASE = '/api/privacy-policies';
const GATE = '/api/Backoffice/PrivacyPolicy';
const HOUR = 3_600_000;
const BELL: Permission[] = ['Notifications'];

type Auth = { authorization: string };
type Bell = { kind: string; refId: string; title: string; link: string | null }[];

let t: TestApp;
let base: string;
let publisher: Auth;
/** The first test's version 1 in English. */
let englishOne: string;
const streams: OpenStream[] = [];

beforeAll(async () => {
  t = await buildTestApp({ streamHeartbeatMs: 200 });
  base = await addressOf(t.app);
  publisher = await sessionFor(t.database.db, (await buildStaff(t.database.db, 'Backoffice')).id);
});
afterAll(async () => {
  streams.forEach((s) => s.close());
  await t.close();
});

async function user(build: Promise<{ id: string }>) {
  const row = await build;
  return { id: row.id, headers: await sessionFor(t.database.db, row.id) };
}
const contactOf = async (companyId: string, language: string, permissions: Permission[] = BELL) =>
  user(buildContact(t.database.db, { companyId, language, permissions }));

async function draft(language: string, title: string, effectiveAt = new Date(Date.now() - HOUR)) {
  const res = await t.app.inject({ method: 'POST', url: BASE, headers: publisher, payload: { language, title, text: `<p>${title}</p>`, effectiveAt: effectiveAt.toISOString() } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; version: number };
}
const publish = async (id: string, publish = true) => {
  const res = await t.app.inject({ method: 'POST', url: `${BASE}/${id}/${publish ? 'publish' : 'unpublish'}`, headers: publisher });
  expect(res.statusCode, res.body).toBe(200);
};
const bellOf = async (headers: Auth) => ((await t.app.inject({ url: '/api/Notification/GetNotifications', headers })).json() as Bell).filter((n) => n.kind === 'PrivacyPolicy');
const toldAbout = async (refId: string) => (await t.database.db.select().from(notifications).where(eq(notifications.refId, refId))).map((n) => n.recipientId);

describe('announcing a privacy-policy version', () => {
  it('puts it in the bell of every user who must decide it once published (not before), titled in their language, live too', async () => {
    const [one, two] = [await buildTenant(t.database.db), await buildTenant(t.database.db)];
    const portuguese = await contactOf(one.company.id, 'pt-PT');
    const spanish = await contactOf(two.company.id, 'es-ES');
    const admin = await user(buildStaff(t.database.db, 'Admin', { language: 'en-US' }));
    const withoutBell = await contactOf(one.company.id, 'pt-PT', ['Trips']);
    const inactive = await user(buildContact(t.database.db, { companyId: one.company.id, permissions: BELL, active: false }));
    const stream = await openStream(base, portuguese.headers);
    streams.push(stream);
    await stream.next((e) => e.event === 'count');

    const v1 = await draft('en-US', 'Privacy policy');
    expect(await bellOf(portuguese.headers)).toEqual([]);
    expect(await toldAbout(v1.id)).toEqual([]);

    await publish(v1.id);
    englishOne = v1.id;

    const link = '/dashboard/Home';
    expect(await bellOf(portuguese.headers)).toMatchObject([{ refId: v1.id, title: 'Uma nova política de privacidade aguarda a sua decisão', link }]);
    expect(await bellOf(spanish.headers)).toMatchObject([{ refId: v1.id, title: 'Una nueva política de privacidad espera su decisión', link }]);
    expect(await bellOf(admin.headers)).toMatchObject([{ refId: v1.id, title: 'A new privacy policy awaits your decision', link }]);
    expect(await bellOf(publisher)).toEqual([]);
    const told = await toldAbout(v1.id);
    expect(told).toEqual(expect.arrayContaining([portuguese.id, spanish.id, admin.id]));
    expect(told).not.toContain(withoutBell.id);
    expect(told).not.toContain(inactive.id);

    const live = await stream.next((e) => e.event === 'notification');
    expect((live.data as NotificationStreamEvent).item).toMatchObject({ kind: 'PrivacyPolicy', refId: v1.id, title: 'Uma nova política de privacidade aguarda a sua decisão', link });
    expect((await auditRowsOf(t.database.db, 'privacy-policy', 'announced')).map((r) => r.shortMessage)).toContainEqual(
      expect.stringMatching(/^Privacy policy version 1 \(en-US\) announced to the \d+ users who have not decided it/),
    );
  });

  it('tells nobody again for another language of a version already effective, and never someone who has decided the version', async () => {
    const { company } = await buildTenant(t.database.db);
    const decider = await contactOf(company.id, 'es-ES');
    const other = await contactOf(company.id, 'es-ES');

    // Version 1 is already effective in English (the previous test): Spanish adds a text, not a decision.
    const es = await draft('es-ES', 'Política de privacidad');
    expect(es.version).toBe(1);
    await publish(es.id);
    expect(await toldAbout(es.id)).toEqual([]);

    const shown = (await t.app.inject({ url: `${GATE}/GetOlderGDPRToApprove`, headers: decider.headers })).json() as { id: string };
    expect((await t.app.inject({ method: 'POST', url: `${GATE}/CreateGDPRAcceptance`, headers: decider.headers, payload: { id: shown.id, accepted: true } })).statusCode).toBe(200);
    await publish(englishOne, false);
    await publish(es.id, false);

    // Version 1 effective again, now in Portuguese only: announced afresh, to those who have not decided it.
    const pt = await draft('pt-PT', 'Política de privacidade');
    await publish(pt.id);
    const told = await toldAbout(pt.id);
    expect(told).toContain(other.id);
    expect(told).not.toContain(decider.id);
  });

  it('announces a version effective later on its effective date, through a queued job, unless it was unpublished meanwhile', async () => {
    const { company } = await buildTenant(t.database.db);
    const reader = await contactOf(company.id, 'en-US');
    const soon = new Date(Date.now() + 1_500);
    const later = await draft('en-US', 'Privacy policy 3', soon);
    const withdrawn = await draft('en-US', 'Privacy policy 4', soon);
    await publish(later.id);
    await publish(withdrawn.id);
    await publish(withdrawn.id, false);

    expect(await toldAbout(later.id)).toEqual([]);
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.kind, ANNOUNCE_JOB));
    expect(queued.map((j) => j.runAfter.getTime())).toEqual([soon.getTime(), soon.getTime()]);
    await t.app.worker.drain();
    expect(await toldAbout(later.id)).toEqual([]);

    await new Promise((resolve) => setTimeout(resolve, soon.getTime() - Date.now() + 100));
    await t.app.worker.drain();

    expect(await toldAbout(later.id)).toContain(reader.id);
    expect(await toldAbout(withdrawn.id)).toEqual([]);
    expect(await bellOf(reader.headers)).toContainEqual(expect.objectContaining({ refId: later.id }));
  });
});
