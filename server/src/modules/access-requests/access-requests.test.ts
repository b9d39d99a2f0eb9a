import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '@/db/schema/ledger.ts';
import { buildBusinessPartner, buildCompany, buildContact, buildSite, buildStaff, TEST_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, sessionFor, signIn, type TestApp } from '../../../test/helpers.ts';
import { anyTo, codeIn, deliveredTo, tokenIn } from '../../../test/mail.ts';
import { startTestSmtp } from '../../../test/smtp.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let staff: { authorization: string };
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await buildTestApp({ smtpUrl: smtp.url, publicUrl: 'http://hub.test' });
  staff = await sessionFor(t.database.db, (await buildStaff(t.database.db, 'Backoffice')).id);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const PASSWORD = 'my own long passphrase 7';
const unique = () => Math.random().toString(36).slice(2, 8);

async function requestAccess(email: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/access-requests',
    payload: { name: 'Rita Rocha', email, phone: '+351 210 000 000', company: 'Lusitania', presentation: 'I run the Porto store.', language: 'pt-PT' },
  });
}

describe('access request to signed-in contact', () => {
  it('request → staff see it → approve → invitation → set password → sign in with a second factor', async () => {
    const email = `rita.${unique()}@lusitania.test`;
    const company = await buildCompany(t.database.db);
    const partner = await buildBusinessPartner(t.database.db, company.id);
    const site = await buildSite(t.database.db, company.id, partner.id);

    const created = await requestAccess(email);
    expect(created.statusCode).toBe(202);
    const ack = await deliveredTo(t.app, smtp, email);
    expect(ack.subject).toBeTruthy();

    const bell = (await t.app.inject({ url: '/api/Notification/GetNotifications', headers: staff })).json();
    const mine = bell.find((n: { requestLog: { email: string } }) => n.requestLog.email === email);
    expect(mine.requestLog).toEqual({ id: mine.refId, name: 'Rita Rocha', email, phoneNumber: '+351 210 000 000', presentation: 'I run the Porto store.' });
    const marked = await t.app.inject({ method: 'POST', url: '/api/Notification/MarkAsViewed', headers: staff, payload: [mine.id] });
    expect(marked.json()).toEqual({ marked: 1 });

    const userName = `rita.${unique()}`;
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/access-requests/${mine.refId}/approve`,
      headers: staff,
      payload: { companyId: company.id, treeNodeKind: 'site', treeNodeId: site.id, userName },
    });
    expect(approved.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: `/api/access-requests/${mine.refId}/reject`, headers: staff });
    expect(again.statusCode).toBe(409);

    const invitation = await deliveredTo(t.app, smtp, email, /.+/);
    expect(invitation.text).toContain(userName);
    const link = tokenIn(invitation.text);
    expect(invitation.text).toContain('http://hub.test/SetPassword?token=');
    expect((await t.app.inject({ url: `/api/account/token-info?token=${link}` })).json()).toEqual({ kind: 'invitation', userName });
    expect((await t.app.inject({ method: 'POST', url: '/api/account/reset-password', payload: { token: link, password: PASSWORD } })).statusCode).toBe(200);

    const auth = await signIn(t.app, userName, PASSWORD);
    const vm = (await t.app.inject({ url: '/api/Backoffice/User/GetUserVM', headers: auth })).json();
    expect(vm).toMatchObject({ userName, email, roles: ['Customer'], firstName: 'Rita', lastName: 'Rocha', language: 'pt-PT' });

    await t.app.inject({ method: 'POST', url: '/api/account/two-factor/email/setup', headers: auth, payload: { password: PASSWORD } });
    const setupCode = codeIn((await deliveredTo(t.app, smtp, email, /confirm/i)).text);
    await t.app.inject({ method: 'POST', url: '/api/account/two-factor/email/enable', headers: auth, payload: { code: setupCode } });
    const challenge = (await t.app.inject({ method: 'POST', url: '/token', payload: { username: userName, password: PASSWORD } })).json();
    expect(challenge.method).toBe('email');
    const code = codeIn((await deliveredTo(t.app, smtp, email)).text);
    const done = await t.app.inject({ method: 'POST', url: '/api/auth/two-factor/verify', payload: { challengeId: challenge.challenge_id, code } });
    expect(done.json().access_token).toBeTruthy();
  });

  it('rejecting emails the visitor and keeps the request from being approved later', async () => {
    const email = `no.${unique()}@example.test`;
    await requestAccess(email);
    const list = (await t.app.inject({ url: '/api/access-requests?status=Pending&pageSize=100', headers: staff })).json();
    const request = list.items.find((r: { email: string }) => r.email === email);

    const rejected = await t.app.inject({ method: 'POST', url: `/api/access-requests/${request.id}/reject`, headers: staff });

    expect(rejected.json()).toEqual({ rejected: true });
    await deliveredTo(t.app, smtp, email);
    await deliveredTo(t.app, smtp, email);
    const after = (await t.app.inject({ url: '/api/access-requests?status=Rejected&pageSize=100', headers: staff })).json();
    expect(after.items.map((r: { email: string }) => r.email)).toContain(email);
  });

  it('refuses a node outside the chosen company', async () => {
    const email = `x.${unique()}@example.test`;
    await requestAccess(email);
    const list = (await t.app.inject({ url: '/api/access-requests?status=Pending&pageSize=100', headers: staff })).json();
    const request = list.items.find((r: { email: string }) => r.email === email);
    const a = await buildCompany(t.database.db);
    const b = await buildCompany(t.database.db);
    const bPartner = await buildBusinessPartner(t.database.db, b.id);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/access-requests/${request.id}/approve`,
      headers: staff,
      payload: { companyId: a.id, treeNodeKind: 'business_partner', treeNodeId: bPartner.id, userName: `x.${unique()}` },
    });

    expect(res.statusCode).toBe(400);
  });
});

describe('sign-up with a customer number and an invoice number', () => {
  async function partnerWithInvoice() {
    const company = await buildCompany(t.database.db, { defaultPermissions: ['Dashboard', 'CurrentAccounts'] });
    const partner = await buildBusinessPartner(t.database.db, company.id);
    const invoiceNo = `FT ${unique()}`;
    await t.database.db.insert(ledgerEntries).values({
      companyId: company.id,
      businessPartnerId: partner.id,
      documentNo: invoiceNo,
      documentType: 'Invoice',
      postDate: '2026-10-01',
      amount: '120.00',
      remainingAmount: '120.00',
    });
    return { company, partner, invoiceNo };
  }
  const signUp = (body: object) => t.app.inject({ method: 'POST', url: '/api/signup', payload: { language: 'es-ES', ...body } });

  it('a match emails a verification link; setting a password activates the account with the company defaults', async () => {
    const { partner, invoiceNo } = await partnerWithInvoice();
    const email = `new.${unique()}@client.test`;

    const res = await signUp({ customerNo: partner.customerNo, invoiceNo, email });
    expect(res.statusCode).toBe(202);
    const link = tokenIn((await deliveredTo(t.app, smtp, email)).text);
    expect((await t.app.inject({ method: 'POST', url: '/token', payload: { username: email, password: PASSWORD } })).body).toBe('Failed');
    await t.app.inject({ method: 'POST', url: '/api/account/reset-password', payload: { token: link, password: PASSWORD } });

    const auth = await signIn(t.app, email, PASSWORD);
    const vm = (await t.app.inject({ url: '/api/Backoffice/User/GetUserVM', headers: auth })).json();
    expect(vm.permissions).toEqual(['Dashboard', 'CurrentAccounts']);
    expect(vm.language).toBe('es-ES');
  });

  it('answers the same when nothing matches, and sends nothing', async () => {
    const { partner, invoiceNo } = await partnerWithInvoice();
    const email = `nomatch.${unique()}@client.test`;

    const wrongInvoice = await signUp({ customerNo: partner.customerNo, invoiceNo: 'FT 000', email });
    const wrongCustomer = await signUp({ customerNo: 'C-NOPE', invoiceNo, email });
    await t.app.worker.drain();

    expect(wrongInvoice.statusCode).toBe(202);
    expect(wrongCustomer.body).toBe(wrongInvoice.body);
    expect(anyTo(smtp, email)).toBe(false);
  });

  it('an address that already has an account is told so by email, not in the answer', async () => {
    const { partner, invoiceNo } = await partnerWithInvoice();
    const existing = await buildContact(t.database.db);

    const res = await signUp({ customerNo: partner.customerNo, invoiceNo, email: existing.email });

    expect(res.statusCode).toBe(202);
    const mail = await deliveredTo(t.app, smtp, existing.email);
    expect(mail.text).not.toMatch(/token=/);
    expect(TEST_PASSWORD).toBeTruthy();
  });
});
