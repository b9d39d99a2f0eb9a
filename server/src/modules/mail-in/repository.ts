import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { listQuery } from '@/db/paged-query.ts';
import { companies, inboundMailAnswers, inboundMails, tickets, users } from '@/db/schema/index.ts';
import { equalsIfGiven, searchAny } from '@/lib/lists.ts';
import type { FindInboundMailsRequest, InboundMailStatus } from '@customer-hub/contract/mail-in';

export type NewInboundMail = typeof inboundMails.$inferInsert;

/** Stores a received mail; undefined when its Message-ID was seen before (the second copy is not kept). */
export async function insertMail(db: Db, row: NewInboundMail): Promise<{ id: string } | undefined> {
  const [created] = await db.insert(inboundMails).values(row).onConflictDoNothing({ target: inboundMails.messageId }).returning({ id: inboundMails.id });
  return created;
}

export async function findMail(db: Db, id: string) {
  const [row] = await db.select().from(inboundMails).where(eq(inboundMails.id, id)).limit(1);
  return row;
}

/** Takes a mail still `received` for processing (the row locked to the end of the transaction); undefined when another took it. */
export async function lockReceived(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(inboundMails)
    .where(and(eq(inboundMails.id, id), eq(inboundMails.status, 'received')))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function receivedIds(db: Db, olderThan: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: inboundMails.id })
    .from(inboundMails)
    .where(and(eq(inboundMails.status, 'received'), sql`${inboundMails.receivedAt} < ${olderThan}`))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function updateMail(db: Db, id: string, patch: Partial<NewInboundMail>): Promise<void> {
  await db.update(inboundMails).set(patch).where(eq(inboundMails.id, id));
}

/** Sets the outcome of a mail only while it still has `from` (a discard and a post do not cross). */
export async function settleMail(db: Db, id: string, from: InboundMailStatus, patch: Partial<NewInboundMail>): Promise<boolean> {
  const rows = await db
    .update(inboundMails)
    .set(patch)
    .where(and(eq(inboundMails.id, id), eq(inboundMails.status, from)))
    .returning({ id: inboundMails.id });
  return rows.length > 0;
}

/** The active user whose address this is (the unique lower(email) index), with what a principal needs. */
export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      userName: users.userName,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      roles: users.roles,
      permissions: users.permissions,
      companyId: users.companyId,
      companyName: companies.name,
      treeNodeKind: users.treeNodeKind,
      treeNodeId: users.treeNodeId,
      language: users.language,
      mainContact: users.mainContact,
      showContractNumber: users.showContractNumber,
      showTreeId: users.showTreeId,
      active: users.active,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(sql`lower(${users.email}) = lower(${email})`, sql`${users.email} <> ''`))
    .limit(1);
  return row;
}
export type MailUser = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;

export async function findUserById(db: Db, id: string) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, id)).limit(1);
  return row ? findUserByEmail(db, row.email) : undefined;
}

/** The ticket a token names (any company: the reply's sender is checked against it afterwards). */
export async function findTicketById(db: Db, id: string) {
  const [row] = await db.select({ id: tickets.id, companyId: tickets.companyId, ticketNo: tickets.ticketNo, status: tickets.status }).from(tickets).where(eq(tickets.id, id)).limit(1);
  return row;
}

/** How many polite answers went to this address since `since`. */
export async function answersSince(db: Db, address: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(inboundMailAnswers)
    .where(and(eq(inboundMailAnswers.address, address.toLowerCase()), gt(inboundMailAnswers.sentAt, since)));
  return row?.n ?? 0;
}

export async function insertAnswer(db: Db, address: string, mailId: string): Promise<void> {
  await db.insert(inboundMailAnswers).values({ address: address.toLowerCase(), mailId });
}

const sender = sql<string | null>`(select trim(${users.firstName} || ' ' || coalesce(${users.lastName}, '')) from ${users} where ${users.id} = ${inboundMails.senderId})`;
const ticketNo = sql<string | null>`(select ${tickets.ticketNo} from ${tickets} where ${tickets.id} = ${inboundMails.ticketId} and ${tickets.companyId} = ${inboundMails.companyId})`;

const { raw: _raw, ...listed } = (() => {
  const c = inboundMails;
  return {
    id: c.id,
    messageId: c.messageId,
    transport: c.transport,
    envelopeFrom: c.envelopeFrom,
    fromAddress: c.fromAddress,
    fromName: c.fromName,
    toAddress: c.toAddress,
    subject: c.subject,
    text: c.text,
    attachmentCount: c.attachmentCount,
    status: c.status,
    reason: c.reason,
    ticketId: c.ticketId,
    companyId: c.companyId,
    commentId: c.commentId,
    senderId: c.senderId,
    receivedAt: c.receivedAt,
    processedAt: c.processedAt,
    raw: c.raw,
  };
})();

const mailList = listQuery({
  table: inboundMails,
  select: (db: Db) =>
    db
      .select({ ...listed, senderName: sender, ticketNo })
      .from(inboundMails)
      .$dynamic(),
  sorts: { receivedAt: inboundMails.receivedAt, status: inboundMails.status },
  tieBreaker: inboundMails.id,
});
export type MailRow = Awaited<ReturnType<typeof mailList.first>> & {};

export const findMails = (db: Db, q: FindInboundMailsRequest) =>
  mailList.page(db, q, [equalsIfGiven(inboundMails.status, q.status), searchAny(q.search, [inboundMails.fromAddress, inboundMails.fromName, inboundMails.subject])]);

export const mailRow = (db: Db, id: string) => mailList.first(db, eq(inboundMails.id, id));
