import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailInConfig } from '@/config.ts';
import { emailOutbox } from '@/db/schema/email.ts';
import { inboundMails } from '@/db/schema/mail-in.ts';
import { auditLog } from '@/db/schema/logs.ts';
import { notificationPreferences } from '@/db/schema/notifications.ts';
import { ticketAttachments, ticketComments, tickets } from '@/db/schema/tickets.ts';
import { replyAddressOf, replyToken } from '@/lib/reply-address.ts';
import { t as text } from '@customer-hub/contract/i18n/dictionaries';
import { withSession, type SignedIn } from '../../../test/audit.ts';
import { buildContact, buildStaff, buildTenant, buildTicket } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp.ts';
import { smtpListener } from './smtp.ts';

/**
 * Replies by email end to end: the app's own SMTP listener on 127.0.0.1, real SMTP from
 * nodemailer, the app's outbox delivering to a test SMTP server (what customers receive).
 */
const SUPPORT = 'support@mail-in.test';
let t: TestApp;
let outSmtp: TestSmtp;
let requester: SignedIn & { email: string };
let staff: SignedIn & { email: string };
let stranger: string;
let otherCompanyUser: SignedIn & { email: string };
let ticketA: { id: string; companyId: string; ticketNo: string };
let ticketB: { id: string; companyId: string; ticketNo: string };
let siteA: string;
let key: Buffer;
let port: number;
let transport: Transporter;

const db = () => t.database.db;
const mailInConfig = (): MailInConfig => ({ address: SUPPORT, smtp: { port: 0, host: '127.0.0.1', allowedRelays: ['127.0.0.1', '::1'], maxBytes: 5 * 1024 * 1024 }, imap: undefined });

beforeAll(async () => {
  outSmtp = await startTestSmtp();
  t = await buildTestApp({ smtpUrl: outSmtp.url, emailFrom: 'Customer Hub <no-reply@mail-in.test>', mailIn: mailInConfig() });
  const a = await buildTenant(db());
  const b = await buildTenant(db());
  siteA = a.site.id;
  const verified = { emailVerifiedAt: new Date() };
  requester = await withSession(db(), buildContact(db(), { companyId: a.company.id, permissions: ['Requests', 'Notifications'], firstName: 'Rita', lastName: 'Requester', ...verified }));
  otherCompanyUser = await withSession(db(), buildContact(db(), { companyId: b.company.id, permissions: ['Requests'], ...verified }));
  staff = await withSession(db(), buildStaff(db(), 'Backoffice', { firstName: 'Sam', lastName: 'Staff', ...verified }));
  stranger = `stranger.${randomUUID().slice(0, 6)}@elsewhere.test`;
  ticketA = await buildTicket(db(), a.tenant, { requesterId: requester.id });
  ticketB = await buildTicket(db(), b.tenant, { requesterId: otherCompanyUser.id });
  await db().insert(notificationPreferences).values({ userId: requester.id, kind: 'TicketComment', inApp: true, email: true });
  key = t.app.secretBox.deriveKey('mail-in');
  port = t.app.mailIn.smtpAddress()!.port;
  transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, pool: false });
});
afterAll(async () => {
  transport?.close();
  await t?.close();
  await outSmtp?.close();
});

const commentsOn = (ticketId: string) => db().select().from(ticketComments).where(eq(ticketComments.ticketId, ticketId));
const mailOf = async (messageId: string) => (await db().select().from(inboundMails).where(eq(inboundMails.messageId, messageId)))[0];
const newId = () => `${randomUUID()}@client.test`;

/** Waits until the mail is processed (status no longer `received`), answering how long it took. */
async function processed(messageId: string, timeoutMs = 5000): Promise<{ ms: number; row: typeof inboundMails.$inferSelect }> {
  const start = performance.now();
  for (;;) {
    const row = await mailOf(messageId);
    if (row && row.status !== 'received') return { ms: performance.now() - start, row };
    if (performance.now() - start > timeoutMs) throw new Error(`mail ${messageId} not processed within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;

describe('ticket emails carry a signed reply address', () => {
  it('a staff comment emails the requester with Reply-To support+<token> and References carrying it', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/tickets/${ticketA.id}/comments`, headers: staff.headers, payload: { body: 'We come on Monday.' } });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.worker.drain();
    const sent = await outSmtp.waitFor((m) => m.envelope.to.includes(requester.email.toLowerCase()) || m.envelope.to.includes(requester.email));
    const expected = replyAddressOf(SUPPORT, key, { ticketId: ticketA.id, userId: requester.id });
    expect(sent.replyTo?.[0]?.address).toBe(expected);
    expect(expected).not.toContain(ticketA.ticketNo);
    expect(sent.references).toContain(replyToken(key, { ticketId: ticketA.id, userId: requester.id }));
    // Its footer says what a reply does, in the requester's language (English, the default), instead of "do not reply".
    const language = 'en-US';
    expect(sent.text).toContain(text(language, 'email.frame.replyFooter', { productName: 'Customer Hub' }));
    expect(sent.text).not.toContain(text(language, 'email.frame.footer', { productName: 'Customer Hub' }));
  });
});

describe('replies over SMTP', () => {
  it('a reply from the requester becomes their comment within 2 s (median of 20), quotes and signature cut, with its file', async () => {
    const replyTo = replyAddressOf(SUPPORT, key, { ticketId: ticketA.id, userId: requester.id });
    const before = (await commentsOn(ticketA.id)).filter((c) => c.authorId === requester.id).length;
    const times: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const messageId = newId();
      await transport.sendMail({
        from: `Rita Requester <${requester.email}>`,
        to: replyTo,
        subject: `Re: ${ticketA.ticketNo}`,
        messageId: `<${messageId}>`,
        text: `Reply ${i}: Monday is fine.\n\n-- \nRita\n\nOn Thu, Dec 3, 2026 at 10:02 AM Customer Hub <${replyTo}> wrote:\n> We come on Monday.\n`,
        ...(i === 0 && {
          attachments: [
            { filename: 'photo-notes.txt', content: 'the tap drips twice a second\n' },
            { filename: 'virus.exe', content: Buffer.from('4d5a90000300000004000000ffff0000', 'hex') },
          ],
        }),
      });
      const { ms, row } = await processed(messageId);
      times.push(ms);
      expect(row.status, row.reason ?? '').toBe('posted');
    }
    const comments = (await commentsOn(ticketA.id)).filter((c) => c.authorId === requester.id);
    expect(comments.length - before).toBe(20);
    expect(comments.map((c) => c.body)).toContain('Reply 0: Monday is fine.');
    for (const c of comments) expect(c.body).not.toMatch(/wrote:|We come on Monday|Rita$/);
    const first = comments.find((c) => c.body === 'Reply 0: Monday is fine.')!;
    const files = await db().select().from(ticketAttachments).where(eq(ticketAttachments.commentId, first.id));
    expect(files.map((f) => [f.fileName, f.contentType])).toEqual([['photo-notes.txt', 'text/plain']]);
    const m = median(times);
    console.log(`mail in: an email reply appears as a comment ${m.toFixed(0)} ms after the SMTP transaction ends (median of 20; slowest ${Math.max(...times).toFixed(0)} ms)`);
    expect(m).toBeLessThan(2000);
  });

  it('0 of 20 forged or foreign replies posted: held, each sender answered politely once, Auto-Submitted', async () => {
    const valid = replyToken(key, { ticketId: ticketA.id, userId: requester.id });
    const tampered = valid.slice(0, -3) + (valid.endsWith('aaa') ? 'bbb' : 'aaa');
    const otherTicket = replyToken(key, { ticketId: ticketB.id, userId: otherCompanyUser.id });
    const unknownTicket = replyToken(key, { ticketId: randomUUID(), userId: requester.id });
    const at = (token: string) => `support+${token}@mail-in.test`;
    const cases: { from: string; to: string; expect: string }[] = [];
    for (let i = 0; i < 4; i += 1) {
      cases.push({ from: requester.email, to: at(tampered), expect: 'forged_token' });
      cases.push({ from: requester.email, to: at(otherTicket), expect: 'not_participant' });
      cases.push({ from: stranger, to: at(valid), expect: 'unknown_sender' });
      cases.push({ from: otherCompanyUser.email, to: at(valid), expect: 'not_participant' });
      cases.push({ from: requester.email, to: at(unknownTicket), expect: 'unknown_ticket' });
    }
    const commentsBefore = (await db().select().from(ticketComments)).length;
    const outboxBefore = await db().select().from(emailOutbox);
    let posted = 0;
    for (const c of cases) {
      const messageId = newId();
      await transport.sendMail({ from: c.from, to: c.to, subject: 'Re: request', messageId: `<${messageId}>`, text: 'Please post this.' });
      const { row } = await processed(messageId);
      if (row.status === 'posted') posted += 1;
      expect([row.status, row.reason]).toEqual(['held', c.expect]);
    }
    console.log(`mail in: ${posted} of ${cases.length} forged or foreign replies posted (bad HMAC, another ticket's token, a stranger, another company's user, an unknown ticket)`);
    expect(posted).toBe(0);
    expect((await db().select().from(ticketComments)).length).toBe(commentsBefore);

    const answers = (await db().select().from(emailOutbox)).filter((r) => r.templateKey === 'mail_in_held' && !outboxBefore.some((o) => o.id === r.id));
    expect(answers.map((a) => a.to.toLowerCase()).sort()).toEqual([requester.email, stranger, otherCompanyUser.email].map((s) => s.toLowerCase()).sort());
    await t.app.worker.drain();
    const received = await outSmtp.waitFor((m) => m.envelope.to.includes(stranger));
    expect(received.headers.find((h) => h.key === 'auto-submitted')?.value).toBe('auto-replied');
    expect(received.subject).toBe('Customer Hub: we received your email');
  });

  it('a reply to a closed request is held and answered; staff may post a held mail of a known user', async () => {
    const closed = await buildTicket(db(), { companyId: ticketA.companyId, businessPartnerId: (await db().select().from(tickets).where(eq(tickets.id, ticketA.id)))[0]!.businessPartnerId }, { requesterId: requester.id, status: 'Done' });
    const messageId = newId();
    await transport.sendMail({ from: requester.email, to: replyAddressOf(SUPPORT, key, { ticketId: closed.id, userId: requester.id }), subject: 'Re', messageId: `<${messageId}>`, text: 'One more thing: the light too.' });
    const { row } = await processed(messageId);
    expect([row.status, row.reason]).toEqual(['held', 'closed']);

    const list = await t.app.inject({ method: 'GET', url: '/api/mail-in?status=held', headers: staff.headers });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.some((i: { id: string }) => i.id === row.id)).toBe(true);
    const detail = await t.app.inject({ method: 'GET', url: `/api/mail-in/${row.id}`, headers: staff.headers });
    expect(detail.json()).toMatchObject({ status: 'held', reason: 'closed', text: 'One more thing: the light too.', postable: true, sender: { id: requester.id } });
    expect(detail.json().headers.some((h: { name: string }) => h.name.toLowerCase() === 'message-id')).toBe(true);

    const refused = await t.app.inject({ method: 'POST', url: `/api/mail-in/${row.id}/post`, headers: staff.headers, payload: { ticketId: closed.id } });
    expect(refused.statusCode).toBe(409);
    const post = await t.app.inject({ method: 'POST', url: `/api/mail-in/${row.id}/post`, headers: staff.headers, payload: { ticketId: ticketA.id } });
    expect(post.statusCode, post.body).toBe(200);
    expect(post.json()).toMatchObject({ status: 'posted', ticketId: ticketA.id });
    expect((await commentsOn(ticketA.id)).some((c) => c.body === 'One more thing: the light too.' && c.authorId === requester.id)).toBe(true);
    const again = await t.app.inject({ method: 'POST', url: `/api/mail-in/${row.id}/discard`, headers: staff.headers });
    expect(again.statusCode).toBe(409);
    const audit = await db().select().from(auditLog).where(eq(auditLog.context, 'mail-in'));
    expect(audit.some((a) => a.message.includes(`${row.id}`) && a.message.includes('posted by staff'))).toBe(true);
  });

  it('drops auto-replies, bounces, list mail, loops and second copies without answering', async () => {
    const to = replyAddressOf(SUPPORT, key, { ticketId: ticketA.id, userId: requester.id });
    const from = requester.email;
    const sends: { name: string; expect: string; mail: SendMailOptions }[] = [
      { name: 'Auto-Submitted', expect: 'auto_reply', mail: { from, headers: { 'Auto-Submitted': 'auto-replied' } } },
      { name: 'X-Autoreply', expect: 'auto_reply', mail: { from, headers: { 'X-Autoreply': 'yes' } } },
      { name: 'Precedence bulk', expect: 'bulk', mail: { from, headers: { Precedence: 'bulk' } } },
      { name: 'List-Id', expect: 'bulk', mail: { from, headers: { 'List-Id': '<news.example.test>' } } },
      { name: 'empty return path', expect: 'bounce', mail: { from, envelope: { from: '', to } } },
      { name: 'MAILER-DAEMON', expect: 'bounce', mail: { from: 'MAILER-DAEMON@relay.test' } },
      { name: 'our own address', expect: 'loop', mail: { from: 'no-reply@mail-in.test' } },
    ];
    const outboxBefore = (await db().select().from(emailOutbox)).length;
    const commentsBefore = (await commentsOn(ticketA.id)).length;
    for (const s of sends) {
      const messageId = newId();
      await transport.sendMail({ to, subject: 'Out of office', text: 'I am away.', messageId: `<${messageId}>`, ...s.mail });
      const { row } = await processed(messageId);
      expect([s.name, row.status, row.reason]).toEqual([s.name, 'dropped', s.expect]);
    }
    // A delivery report (multipart/report) from a relay.
    const reportId = newId();
    await transport.sendMail({
      envelope: { from: 'bounces@relay.test', to },
      raw: `From: Mail Delivery <bounces@relay.test>\r\nTo: ${to}\r\nSubject: Undelivered\r\nMessage-ID: <${reportId}>\r\nMIME-Version: 1.0\r\nContent-Type: multipart/report; report-type=delivery-status; boundary="b"\r\n\r\n--b\r\nContent-Type: text/plain\r\n\r\nFailed.\r\n--b--\r\n`,
    });
    expect((await processed(reportId)).row.reason).toBe('bounce');
    // A second copy of a Message-ID already received: not stored again, not posted again.
    const copyId = newId();
    const copy = { from, to, subject: 'Re', text: 'Only once, please.', messageId: `<${copyId}>` };
    await transport.sendMail(copy);
    await processed(copyId);
    await transport.sendMail(copy);
    await new Promise((r) => setTimeout(r, 200));
    expect((await db().select().from(inboundMails).where(eq(inboundMails.messageId, copyId))).length).toBe(1);
    expect((await commentsOn(ticketA.id)).filter((c) => c.body === 'Only once, please.').length).toBe(1);
    expect((await commentsOn(ticketA.id)).length).toBe(commentsBefore + 1);
    const answers = (await db().select().from(emailOutbox)).slice(outboxBefore).filter((r) => r.templateKey.startsWith('mail_in'));
    expect(answers).toEqual([]);
    console.log(`mail in: ${sends.length + 1} auto-replies, bounces, list mails and loops dropped, a second copy ignored, 0 answered`);
  });

  it('new mail from a known customer to the support address opens a request at their company’s only site', async () => {
    const messageId = newId();
    await transport.sendMail({ from: requester.email, to: SUPPORT, subject: 'Broken window in the hall', messageId: `<${messageId}>`, text: 'The hall window is cracked.\n\n-- \nRita' });
    const { row } = await processed(messageId);
    expect(row.status, row.reason ?? '').toBe('ticket_created');
    const [created] = await db().select().from(tickets).where(and(eq(tickets.id, row.ticketId!), eq(tickets.companyId, ticketA.companyId)));
    expect(created).toMatchObject({ title: 'Broken window in the hall', description: 'The hall window is cracked.', requesterId: requester.id, siteId: siteA, status: 'Pending' });

    const strangerId = newId();
    await transport.sendMail({ from: stranger, to: SUPPORT, subject: 'Hello', messageId: `<${strangerId}>`, text: 'Can you help?' });
    expect((await processed(strangerId)).row).toMatchObject({ status: 'held', reason: 'unknown_sender', ticketId: null });
  });

  it('refuses recipients of other addresses, and connections from addresses that may not relay', async () => {
    await expect(transport.sendMail({ from: requester.email, to: 'someone@other.test', subject: 'x', text: 'x' })).rejects.toMatchObject({ responseCode: 550 });
    const closed = smtpListener({
      host: '127.0.0.1',
      port: 0,
      allowedRelays: ['192.0.2.0/24'],
      maxBytes: 1024,
      address: SUPPORT,
      store: () => Promise.reject(new Error('must not be reached')),
      afterAnswer: () => undefined,
      log: { warn: () => undefined },
    });
    const where = await closed.listen();
    const client = nodemailer.createTransport({ host: '127.0.0.1', port: where.port, secure: false, ignoreTLS: true });
    try {
      await expect(client.sendMail({ from: requester.email, to: SUPPORT, subject: 'x', text: 'x' })).rejects.toMatchObject({ responseCode: 554 });
    } finally {
      client.close();
      await closed.close();
    }
  });

  it('is off by default: no listener', async () => {
    const off = await buildTestApp();
    try {
      expect(off.app.mailIn.enabled).toBe(false);
      expect(off.app.mailIn.smtpAddress()).toBeNull();
    } finally {
      await off.close();
    }
  });
});
