import { count, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '@/db/schema/org.ts';
import { users } from '@/db/schema/users.ts';
import { buildTestApp, rowsOf, signIn, signInAccepting, type TestApp } from '../../test/helpers.ts';
import { DEMO_LOGINS, DEMO_TICKET_SITE, seedDemo } from './demo.ts';
import { seedDemoDocuments } from './documents.ts';
import { seedDemoHomeContent } from './home-content.ts';
import { addDays, DEMO_ANCHOR, DEMO_YEAR } from './demo-random.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('seedDemo', () => {
  it('seeds two companies and every demo login once, with the given password', async () => {
    expect(await seedDemo(t.database.db, 'a-demo-password-1', { chat: true })).toBe(true);
    expect(await seedDemo(t.database.db, 'a-demo-password-1')).toBe(false);

    const [c] = await t.database.db.select({ n: count() }).from(companies);
    const names = (await t.database.db.select({ u: users.userName }).from(users)).map((r) => r.u).sort();
    expect(c?.n).toBe(2);
    expect(names).toEqual(DEMO_LOGINS.map((l) => l.userName).sort());
    // Verified addresses: mail in holds replies from unverified ones, so the demo's replies by email would never post.
    const unverified = await t.database.db.select({ u: users.userName }).from(users).where(isNull(users.emailVerifiedAt));
    expect(unverified).toEqual([]);
  });

  it('turns chat on with the app’s own demo chat page, as a path on the app’s origin', async () => {
    const headers = await signIn(t.app, 'customer', 'a-demo-password-1');

    expect((await t.app.inject({ url: '/api/Backoffice/Common/ShowChat' })).json()).toBe(false);
    expect((await t.app.inject({ url: '/api/Backoffice/Settings/GetChatUrl', headers })).json()).toBe('/chat-demo');
    // A path needs no frame-src beyond 'self'.
    expect(String((await t.app.inject({ url: '/api/Backoffice/Common/ShowChat' })).headers['content-security-policy'])).toContain("frame-src 'self';");
  });

  it('publishes version 1 of the privacy policy in the three languages: each user decides it at their first sign-in', async () => {
    const headers = await signIn(t.app, 'customer.limited', 'a-demo-password-1');
    expect((await t.app.inject({ url: '/api/Backoffice/PrivacyPolicy/ShowsGDPR', headers })).json()).toBe(false);
    expect((await t.app.inject({ url: '/api/Backoffice/PrivacyPolicy/GetOlderGDPRToApprove', headers })).json()).toMatchObject({ title: 'Política de privacidade' });
    const versions = await rowsOf<{ language: string; version: number }>(t.database.db, sql`select language, version from privacy_policies where published_at is not null order by language`);
    expect(versions).toEqual([
      { language: 'en-US', version: 1 },
      { language: 'es-ES', version: 1 },
      { language: 'pt-PT', version: 1 },
    ]);
  });

  it('gives each demo user the role and permissions the README promises', async () => {
    const vm = async (name: string) =>
      (await t.app.inject({ url: '/api/Backoffice/User/GetUserVM', headers: await signInAccepting(t.app, name, 'a-demo-password-1') })).json();

    expect((await vm('admin')).roles).toEqual(['Admin']);
    expect((await vm('backoffice')).roles).toEqual(['Backoffice']);
    const customer = await vm('customer');
    expect(customer).toMatchObject({ mainContact: true, companyName: 'Lusitania Retail Group' });
    expect(customer.checkedSidebarVis).toHaveLength(5);
    const limited = await vm('customer.limited');
    expect(limited.checkedSidebarVis).toEqual(['DashboardTab', 'SearchDocsTab']);
    expect((await vm('customer.b')).companyName).toBe('Iberia Logistics Park');
    const disabled = await t.app.inject({ method: 'POST', url: '/token', payload: { username: 'customer.disabled', password: 'a-demo-password-1' } });
    expect(disabled.body).toBe('NotAllowed');
  });
});

describe('demo service requests', () => {
  it('gives each company requests in every status, with history and comments, the staff note hidden from the customer', async () => {
    const customer = await signInAccepting(t.app, 'customer', 'a-demo-password-1');
    const list = (await t.app.inject({ url: '/api/tickets?sort=ticketNo&direction=asc', headers: customer })).json();
    expect(list.items.map((r: { status: string }) => r.status).sort()).toEqual(['Canceled', 'Confirmed', 'Confirming', 'Declined', 'Done', 'Pending', 'Pending']);
    expect(list.items[0].ticketNo).toBe(`TK-${DEMO_YEAR}-000001`);
    const b = (await t.app.inject({ url: '/api/tickets', headers: await signInAccepting(t.app, 'customer.b', 'a-demo-password-1') })).json();
    expect(b.total).toBe(7);
    expect(b.items.map((r: { ticketNo: string }) => r.ticketNo).filter((no: string) => list.items.some((r: { ticketNo: string }) => r.ticketNo === no))).toEqual([]);
    const staff = await signInAccepting(t.app, 'backoffice', 'a-demo-password-1');
    const leak = list.items.find((r: { title: string }) => r.title === 'Fuga de água no armazém');
    const asStaff = (await t.app.inject({ url: `/api/tickets/${leak.id}`, headers: staff })).json();
    const asCustomer = (await t.app.inject({ url: `/api/tickets/${leak.id}`, headers: customer })).json();
    expect(asStaff.timeline.filter((e: { internal?: boolean }) => e.internal)).toHaveLength(1);
    expect(asCustomer.timeline.filter((e: { kind: string }) => e.kind === 'comment')).toHaveLength(2);
    const proposed = list.items.find((r: { status: string }) => r.status === 'Confirming');
    expect(proposed).toMatchObject({ proposedBudget: 480, allowedActions: ['confirm', 'refuse', 'cancel'] });
    // A new request continues the installation's numbering, past both companies' seven.
    const site = (await t.app.inject({ url: '/api/tickets/form-options', headers: customer })).json().sites[0].id;
    const created = await t.app.inject({ method: 'POST', url: '/api/tickets', headers: customer, payload: { type: 'Service', title: 'Demo', description: 'Demo', siteId: site } });
    expect(created.json().ticketNo).toMatch(/^TK-\d{4}-0000(15|01)$/);
  });

  it('leaves the notifications the requests would have sent: the unanswered proposal unread, the rest read', async () => {
    const customer = await signInAccepting(t.app, 'customer', 'a-demo-password-1');
    const bell = (await t.app.inject({ url: '/api/Notification/GetNotifications', headers: customer })).json();
    expect(bell.map((n: { kind: string; title: string }) => [n.kind, n.title])).toEqual([
      ['TicketProposed', expect.stringMatching(/^Request TK-\d{4}-\d{6}: a date \(\w{3} \d{1,2}, \d{4}\) and budget \(€480\.00\) await your answer$/)],
    ]);
    const all = (await t.app.inject({ url: '/api/notifications?pageSize=50', headers: customer })).json();
    expect(all.items.map((n: { kind: string }) => n.kind).sort()).toEqual(['TicketComment', 'TicketProposed', 'TicketProposed', 'TicketProposed', 'TicketStatusChanged', 'TicketStatusChanged']);
    expect(all.items.every((n: { link: string }) => n.link.startsWith('/dashboard/MyTickets/'))).toBe(true);
    // Staff hear of new requests and of the customers' answers, in their own language.
    const staff = (await t.app.inject({ url: '/api/Notification/GetNotifications', headers: await signInAccepting(t.app, 'backoffice', 'a-demo-password-1') })).json();
    expect(staff.map((n: { title: string }) => n.title)).toEqual(expect.arrayContaining([expect.stringMatching(/^Novo pedido TK-\d{4}-\d{6} de Carla Costa: Limpeza extra/), expect.stringMatching(/^Carla Costa comentou o pedido/)]));
    // Two visitors wait for access; staff's bells hold them, with their details.
    const requests = staff.filter((n: { kind: string }) => n.kind === 'AccessRequest');
    expect(requests.map((n: { requestLog: { name: string } }) => n.requestLog.name).sort()).toEqual(['Javier Ortega', 'Rita Lopes']);
  });

  it('shows the external ticket site: the main contact’s own address, the default for the others', async () => {
    const credentials = async (name: string) =>
      (await t.app.inject({ url: '/api/Backoffice/User/GetUserTicketCredentials', headers: await signInAccepting(t.app, name, 'a-demo-password-1') })).json();
    expect(await credentials('customer')).toEqual({ url: DEMO_TICKET_SITE.own, userName: 'carla.costa', usesDefault: false });
    expect(await credentials('customer.b')).toEqual({ url: DEMO_TICKET_SITE.default, userName: null, usesDefault: true });
  });

  it('publishes the cookie notice in the three languages, cleaned', async () => {
    const latest = async (localeCode: string) => (await t.app.inject({ url: '/api/Backoffice/Cookie/GetTheLatestCookie', query: { localeCode } })).json();
    expect((await latest('en-GB')).title).toBe('We use cookies');
    expect((await latest('es')).title).toBe('Usamos cookies');
    expect((await latest('pt-BR')).title).toBe('Utilizamos cookies');
    expect((await latest('pt-PT')).text).toContain('rel="noopener noreferrer"');
  });
});

describe('seedDemoDocuments', () => {
  it('stores every section’s documents and the invoice PDFs, once; the demo invoice has its PDF', async () => {
    const started = performance.now();
    const stored = await seedDemoDocuments(t.database.db, t.app.storage);
    const ms = performance.now() - started;
    console.log(`demo documents: ${stored} PDFs in ${ms.toFixed(0)} ms`);
    expect(stored).toBeGreaterThan(40);
    expect(await seedDemoDocuments(t.database.db, t.app.storage)).toBe(0);
    const bySection = await rowsOf<{ section: string }>(t.database.db, sql`select t.section from documents d join document_types t on t.code = d.type_code group by t.section`);
    expect(new Set(bySection.map((r) => r.section))).toEqual(
      new Set(['Budgets', 'Folders', 'IncidenceReports', 'ListOrders', 'ServiceReports', 'LegalTechnician', 'Invoices']),
    );
    const customer = await signInAccepting(t.app, 'customer', 'a-demo-password-1');
    const list = await t.app.inject({ url: `/api/current-account?search=FT%20${DEMO_YEAR}%2F10001-1`, headers: customer });
    const row = list.json().items.find((r: { documentNo: string }) => r.documentNo === `FT ${DEMO_YEAR}/10001-1`);
    expect(row.pdfDocumentId).toEqual(expect.any(String));
    const reference = (await t.app.inject({ url: `/api/documents/download-link/${row.pdfDocumentId}`, headers: customer })).json();
    const file = await t.app.inject({ url: `/api/Common/DownloadFile?FilePath=${encodeURIComponent(reference)}`, headers: customer });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('seedDemoHomeContent', () => {
  it('fills Home in the three languages: slides with resized images, news, links and the company’s featured documents', async () => {
    // Runs after seedDemoDocuments above: the featured documents are demo documents.
    expect(await seedDemoHomeContent(t.database.db, t.app.storage)).toBeGreaterThan(30);
    expect(await seedDemoHomeContent(t.database.db, t.app.storage)).toBe(0);
    const homeOf = async (userName: string) => (await t.app.inject({ url: '/api/home', headers: await signIn(t.app, userName, 'a-demo-password-1') })).json();

    const carla = await homeOf('customer');
    expect(carla.slides).toHaveLength(3);
    expect(carla.slides[0].caption).toMatch(/^Welcome to Customer Hub/);
    expect(carla.news.map((n: { date: string }) => n.date)).toEqual([addDays(DEMO_ANCHOR, -1), addDays(DEMO_ANCHOR, -18), addDays(DEMO_ANCHOR, -43)]);
    expect(carla.links).toHaveLength(4);
    expect(carla.documents.map((d: { title: string }) => d.title)).toEqual(['Cleaning budget 2027', 'Safety inspection certificate']);
    const photo = await t.app.inject({ url: carla.slides[0].image.small });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');

    const beatriz = await homeOf('customer.b');
    expect(beatriz.news[0].title).toBe('Nuevo horario del servicio de atención');
    expect(beatriz.documents.map((d: { title: string }) => d.title)).toEqual(['Presupuesto de limpieza 2027']);
    const bruno = await homeOf('backoffice');
    expect(bruno.slides[1].caption).toMatch(/^Instalações mais verdes/);
  });
});
