import type { Principal } from '@/plugins/policy.ts';
import { conflict, forbidden, notFound } from '@/lib/errors.ts';
import { mapPage } from '@/db/paged-query.ts';
import { toIso } from '@/lib/lists.ts';
import type { ServiceContext } from '@/service-context.ts';
import { isStaff, type Role } from '@customer-hub/contract/roles';
import {
  ERASURE_ANSWER_MONTHS,
  ErasureOutcome,
  type ErasureRequestDetail,
  type ErasureRequestSummary,
  type FindErasureRequestsRequest,
  type MyErasureRequest,
  type OpenErasureRequest,
} from '@customer-hub/contract/erasure';
import { countOutcome, erasePerson, patternOf, type Person } from './erase-repository.ts';
import * as repo from './repository.ts';
export { rowsNaming, textColumns } from './erase-repository.ts';

/** What an approval needs from the app: ending cached sessions, deleting stored files. */
export interface ErasureDeps {
  sessions: { userChanged(userId: string): Promise<void> };
  storage: { delete(key: string): Promise<void> };
}

const isAdmin = (p: Principal) => p.roles.includes('Admin');

/** One month from `from`: the answer the regulation allows (Art. 12(3)). */
export function dueFrom(from: Date): Date {
  const due = new Date(from);
  due.setUTCMonth(due.getUTCMonth() + ERASURE_ANSWER_MONTHS);
  return due;
}

const mine = (row: NonNullable<Awaited<ReturnType<typeof repo.latestOfUser>>>): MyErasureRequest => ({
  id: row.id,
  status: row.status,
  source: row.source,
  reason: row.reason,
  createdAt: toIso(row.createdAt),
  dueAt: toIso(row.dueAt),
  decidedAt: row.decidedAt ? toIso(row.decidedAt) : null,
  decisionNote: row.status === 'rejected' ? row.decisionNote : '',
});

/** The caller's open erasure request, else their latest decided one, else null. */
export async function getMyRequest({ db, principal }: ServiceContext): Promise<MyErasureRequest | null> {
  const row = await repo.latestOfUser(db, principal.userId);
  return row ? mine(row) : null;
}

async function openFor(ctx: ServiceContext, userId: string, source: 'self' | 'staff', reason: string): Promise<string> {
  return ctx.transaction(async (t) => {
    const user = await repo.findUser(t.db, userId);
    if (!user) throw notFound('User');
    if (user.erasedAt) throw conflict('This person’s data was erased already');
    const now = new Date();
    const created = await repo.insertRequest(t.db, { userId, companyId: user.companyId, openedBy: ctx.principal.userId, source, reason, dueAt: dueFrom(now), createdAt: now });
    if (!created) throw conflict('An erasure request is already open for this person');
    await t.audit('erasure', `Erasure request ${created.id} opened (${source}) for user ${userId}`);
    return created.id;
  });
}

/** The person asks for their own data to be erased (one open request at a time: 409). */
export async function openMyRequest(ctx: ServiceContext, reason: string | undefined): Promise<MyErasureRequest> {
  await openFor(ctx, ctx.principal.userId, 'self', reason ?? '');
  return (await getMyRequest(ctx))!;
}

/** Whether staff `p` may handle requests about `target`: Admin anyone, Backoffice customer contacts. */
const mayHandle = (p: Principal, target: { roles: string[] }) => isAdmin(p) || !isStaff(target.roles as Role[]);

/** Staff open a request for a user (Backoffice: for a customer contact only). */
export async function openRequest(ctx: ServiceContext, body: OpenErasureRequest): Promise<ErasureRequestDetail> {
  const user = await repo.findUser(ctx.db, body.userId);
  if (!user) throw notFound('User');
  if (!mayHandle(ctx.principal, user)) throw forbidden('FORBIDDEN', 'Only an Admin handles a staff user’s erasure');
  const id = await openFor(ctx, body.userId, 'staff', body.reason ?? '');
  return getRequest(ctx, id);
}

const summaryOf = (row: repo.ErasureRow, now: Date): ErasureRequestSummary => ({
  id: row.id,
  userId: row.userId,
  userName: row.userName,
  name: row.name,
  companyName: row.companyName,
  source: row.source,
  status: row.status,
  reason: row.reason,
  createdAt: toIso(row.createdAt),
  dueAt: toIso(row.dueAt),
  overdue: row.status === 'open' && row.dueAt <= now,
  openedByName: row.openedByName,
  decidedByName: row.decidedByName,
  decidedAt: row.decidedAt ? toIso(row.decidedAt) : null,
  decisionNote: row.decisionNote,
});

/** The requests (Backoffice: of customer contacts), open ones first, the soonest due on top. */
export async function findRequests({ db, principal }: ServiceContext, q: FindErasureRequestsRequest) {
  const now = new Date();
  return mapPage(await repo.findRequests(db, q, isAdmin(principal)), (row) => summaryOf(row, now));
}

const personOf = (row: { id: string; userName: string; email: string; firstName: string; lastName: string }): Person => ({
  id: row.id,
  userName: row.userName,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
});

/** One request: while open, what approving it would erase and keep now; once completed, what it did. */
export async function getRequest({ db, principal }: ServiceContext, id: string): Promise<ErasureRequestDetail> {
  const row = await repo.findRequest(db, id, isAdmin(principal));
  if (!row) throw notFound('Erasure request');
  const user = await repo.findUser(db, row.userId);
  if (!user) throw notFound('Erasure request');
  const stored = ErasureOutcome.safeParse(row.outcome);
  const outcome = stored.success ? stored.data : await countOutcome(db, personOf(user), patternOf(personOf(user)));
  return {
    ...summaryOf(row, new Date()),
    email: row.email,
    outcome,
    decidable: row.status === 'open' && row.userId !== principal.userId && mayHandle(principal, { roles: row.subjectRoles }),
  };
}

async function decidable(ctx: ServiceContext, id: string) {
  const row = await repo.findRequest(ctx.db, id, isAdmin(ctx.principal));
  if (!row) throw notFound('Erasure request');
  if (row.userId === ctx.principal.userId) throw forbidden('FORBIDDEN', 'Nobody decides their own erasure request');
  if (!mayHandle(ctx.principal, { roles: row.subjectRoles })) throw forbidden('FORBIDDEN', 'Only an Admin handles a staff user’s erasure');
  return row;
}

/**
 * Approves a request: in one transaction the person's data is erased or pseudonymised everywhere
 * (erase-repository.ts), the request completed with its outcome counted, and both audited without
 * naming the person. Then their cached sessions end and the deleted files leave the store.
 */
export async function approveRequest(deps: ErasureDeps, ctx: ServiceContext, id: string, note: string | undefined): Promise<ErasureRequestDetail> {
  await decidable(ctx, id);
  const keys = await ctx.transaction(async (t) => {
    const open = await repo.lockOpen(t.db, id);
    if (!open) throw conflict('This erasure request was decided already');
    const user = await repo.findUser(t.db, open.userId);
    if (!user) throw notFound('User');
    const person = personOf(user);
    const outcome = await countOutcome(t.db, person, patternOf(person));
    const tag = id.replace(/-/g, '').slice(0, 12);
    const deleted = await erasePerson(t.db, person, { userName: `former-contact-${tag}`, email: `former-contact-${tag}@erased.invalid` });
    await repo.settle(t.db, id, { status: 'completed', decidedBy: ctx.principal.userId, decisionNote: note ?? '', outcome, reason: '' });
    const erased = Object.values(outcome.erased).reduce((a, b) => a + b, 0);
    const kept = Object.values(outcome.kept).reduce((a, b) => a + b, 0);
    await t.audit('erasure', `Erasure request ${id} approved: ${erased} records erased, ${kept} kept with the name replaced`, { after: outcome });
    return deleted;
  });
  const request = await repo.findRequest(ctx.db, id, true);
  if (request) await deps.sessions.userChanged(request.userId);
  await Promise.all(keys.map((key) => deps.storage.delete(key).catch(() => undefined)));
  return getRequest(ctx, id);
}

/** Rejects a request, with the note the person reads in My account (required). */
export async function rejectRequest(ctx: ServiceContext, id: string, note: string): Promise<ErasureRequestDetail> {
  await decidable(ctx, id);
  await ctx.transaction(async (t) => {
    if (!(await repo.lockOpen(t.db, id))) throw conflict('This erasure request was decided already');
    await repo.settle(t.db, id, { status: 'rejected', decidedBy: ctx.principal.userId, decisionNote: note });
    await t.audit('erasure', `Erasure request ${id} rejected`);
  });
  return getRequest(ctx, id);
}

/** How many overdue requests one run tells of, at most (the rest wait for the next run). */
const OVERDUE_BATCH = 100;
/** The overdue job runs daily. */
export const ERASURE_OVERDUE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * The daily job: each open request past its due instant is told to every staff user once (the
 * claim on the row makes it once whichever instance runs it). Answers how many it told of.
 */
export async function notifyOverdue(ctx: ServiceContext<Principal | null>, now = new Date()): Promise<number> {
  return ctx.transaction(async (t) => {
    const due = await repo.claimOverdue(t.db, now, OVERDUE_BATCH);
    for (const row of due) await t.notify('staff', { kind: 'ErasureOverdue', refId: row.id, params: { dueAt: toIso(row.dueAt) } });
    return due.length;
  });
}
