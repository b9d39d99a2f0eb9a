import type { Readable } from 'node:stream';
import type { Db } from '@/db/client.ts';
import { AppError, conflict, forbidden, notFound } from '@/lib/errors.ts';
import { contentDisposition } from '@/lib/file-names.ts';
import { toIso } from '@/lib/lists.ts';
import { BlobNotFoundError } from '@/lib/storage/storage.ts';
import type { Principal } from '@/plugins/policy.ts';
import type { ServiceContext } from '@/service-context.ts';
import { DATA_EXPORT_INTERVAL_HOURS, DATA_EXPORT_VALID_DAYS, type DataExport, type MyDataExportsResponse } from '@customer-hub/contract/data-export';
import { matchLanguage } from '@customer-hub/contract/languages';
import { isStaff, type Role } from '@customer-hub/contract/roles';
import { buildArchive } from './archive.ts';
import * as repo from './repository.ts';

/** The job that prepares one archive (payload: its id). */
export const DATA_EXPORT_JOB = 'data-export:prepare';
/** The daily job: expired archives deleted, interrupted ones failed. */
export const DATA_EXPORT_EXPIRY_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** An archive still queued or preparing after this long was interrupted (its instance went away). */
const STALE_AFTER_MS = 60 * 60 * 1000;
const EXPIRY_BATCH = 200;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** What preparing, downloading and expiring need from the app: the blob store. */
export interface DataExportDeps {
  storage: { put(key: string, body: Buffer, contentType: string): Promise<void>; get(key: string): Promise<Readable>; delete(key: string): Promise<void> };
}

const isAdmin = (p: Principal) => p.roles.includes('Admin');
/** Whether staff `p` may prepare and download archives of `target`: Admin anyone, Backoffice customer contacts. */
const mayHandle = (p: Principal, target: { roles: string[] }) => isStaff(p.roles) && (isAdmin(p) || !isStaff(target.roles as Role[]));

/** The blob store key of an archive: issued by the app, never from input. */
export const storageKeyOf = (id: string) => `data-exports/${id}.zip`;

const downloadPath = (id: string) => `/api/data-exports/${id}/download`;

function present(row: repo.DataExportRow, downloadable: boolean): DataExport {
  return {
    id: row.id,
    status: row.status,
    source: row.source,
    progress: row.status === 'ready' ? 100 : row.progress,
    size: row.status === 'ready' ? row.size : null,
    createdAt: toIso(row.createdAt),
    readyAt: row.readyAt ? toIso(row.readyAt) : null,
    expiresAt: row.expiresAt ? toIso(row.expiresAt) : null,
    downloadedAt: row.downloadedAt ? toIso(row.downloadedAt) : null,
    downloadUrl: downloadable && row.status === 'ready' ? downloadPath(row.id) : null,
  };
}

/** When the person may ask for their next archive: 24 hours after their last one (null: now). */
async function nextAllowedAt(db: Db, userId: string, now: Date): Promise<Date | null> {
  const last = await repo.latestSelfRequest(db, userId);
  if (!last) return null;
  const next = new Date(last.createdAt.getTime() + DATA_EXPORT_INTERVAL_HOURS * HOUR_MS);
  return next > now ? next : null;
}

/** My archives, newest first, and when I may ask for the next one. */
export async function getMine({ db, principal }: ServiceContext): Promise<MyDataExportsResponse> {
  const rows = await repo.exportsOf(db, principal.userId);
  const next = await nextAllowedAt(db, principal.userId, new Date());
  return { exports: rows.map((r) => present(r, true)), nextAllowedAt: next ? next.toISOString() : null };
}

/** Queues an archive and its job, audited, in one transaction. */
async function queue(ctx: ServiceContext, jobs: Jobs, userId: string, companyId: string | null, source: 'self' | 'staff', check?: (t: ServiceContext) => Promise<void>) {
  return ctx.transaction(async (t) => {
    await repo.lockPerson(t.db, userId);
    await check?.(t);
    const row = await repo.insertExport(t.db, { userId, companyId, requestedBy: t.principal.userId, source });
    await jobs.enqueueJob(t.db, DATA_EXPORT_JOB, { exportId: row.id });
    await t.audit('data-export', `Data export ${row.id} queued (${source}) for user ${userId}`);
    return row;
  });
}

export interface Jobs {
  enqueueJob(tx: Db, kind: string, payload: unknown): Promise<void>;
}

/**
 * The person asks for an archive of their data: once per 24 hours (a failed one aside), else 429
 * DATA_EXPORT_TOO_SOON with the instant the next one may be asked for.
 */
export async function requestMine(ctx: ServiceContext, jobs: Jobs): Promise<DataExport> {
  const { principal } = ctx;
  const row = await queue(ctx, jobs, principal.userId, principal.companyId, 'self', async (t) => {
    const next = await nextAllowedAt(t.db, principal.userId, new Date());
    if (next) throw new AppError(429, 'DATA_EXPORT_TOO_SOON', `The next archive may be asked for from ${next.toISOString()}`, { nextAllowedAt: next.toISOString() });
  });
  return present(row, true);
}

async function handledUser(ctx: ServiceContext, userId: string) {
  const user = await repo.findUser(ctx.db, userId);
  if (!user) throw notFound('User');
  if (!mayHandle(ctx.principal, user)) throw forbidden('FORBIDDEN', 'Only an Admin handles a staff user’s data');
  return user;
}

/** Staff prepare an archive for a user (a request received by post); Backoffice for customer contacts only. */
export async function prepareFor(ctx: ServiceContext, jobs: Jobs, userId: string): Promise<DataExport> {
  const user = await handledUser(ctx, userId);
  if (user.erasedAt) throw conflict('This person’s data was erased');
  return present(await queue(ctx, jobs, user.id, user.companyId, 'staff'), true);
}

/** A user's archives (staff): the ones staff prepared may be downloaded here. */
export async function exportsOfUser(ctx: ServiceContext, userId: string): Promise<DataExport[]> {
  await handledUser(ctx, userId);
  const rows = await repo.exportsOf(ctx.db, userId);
  return rows.map((r) => present(r, r.source === 'staff' || r.userId === ctx.principal.userId));
}

const inFlight = new WeakMap<Db, Set<Promise<void>>>();

/** Resolves once every archive this process is building on `db` is done (tests, shutdown). */
export async function exportsSettled(db: Db): Promise<void> {
  const set = inFlight.get(db);
  while (set?.size) await Promise.all([...set]);
}

/**
 * The job's handler: starts building the archive after the job's transaction, so its progress is
 * seen as it goes (each step commits on its own), and answers at once.
 */
export function startPreparing(app: { db: Db }, deps: DataExportDeps, contextFor: (db: Db) => ServiceContext<Principal | null>, exportId: string): void {
  let set = inFlight.get(app.db);
  if (!set) inFlight.set(app.db, (set = new Set()));
  const running: Promise<void> = prepare(app.db, deps, contextFor(app.db), exportId)
    .catch(() => undefined)
    .finally(() => set.delete(running));
  set.add(running);
}

/**
 * Builds one archive: claims it (once), gathers the person's data, writes the ZIP to the blob
 * store, marks it ready for 7 days and tells whoever asked (bell and email), audited; a failure
 * marks it failed, audited too.
 */
export async function prepare(db: Db, deps: DataExportDeps, ctx: ServiceContext<Principal | null>, exportId: string): Promise<void> {
  const row = await repo.claimQueued(db, exportId);
  if (!row) return;
  await ctx.audit('data-export', `Data export ${row.id} preparing for user ${row.userId}`);
  const key = storageKeyOf(row.id);
  try {
    const user = await repo.findUser(db, row.userId);
    const requester = row.requestedBy && row.source === 'staff' ? await repo.findUser(db, row.requestedBy) : undefined;
    const language = matchLanguage(user?.language ?? '') ?? 'en-US';
    const built = user && (await buildArchive(db, deps, row.userId, language, (p) => repo.setProgress(db, row.id, p)));
    if (!built) throw new Error('user not found');
    await deps.storage.put(key, built.bytes, 'application/zip');
    const readyAt = new Date();
    const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_VALID_DAYS * DAY_MS);
    const ready = await ctx.transaction(async (t) => {
      if (!(await repo.markReady(t.db, row.id, { storageKey: key, size: built.bytes.length, readyAt, expiresAt }))) return false;
      await t.audit('data-export', `Data export ${row.id} ready for user ${row.userId}: ${built.bytes.length} bytes, valid until ${expiresAt.toISOString()}`, { after: built.counts });
      const params = { expiresAt: expiresAt.toISOString().slice(0, 10) };
      if (row.source === 'staff' && requester && user) {
        const forName = `${user.firstName} ${user.lastName}`.trim() || user.userName;
        await t.notify([requester.id], { kind: 'DataExportReady', refId: row.id, params: { ...params, forName, forUserId: user.id } });
      } else {
        await t.notify([row.userId], { kind: 'DataExportReady', refId: row.id, params });
      }
      return true;
    });
    // Erased (or otherwise taken) meanwhile: the bytes must not stay.
    if (!ready) await deps.storage.delete(key).catch(() => undefined);
  } catch (e) {
    const message = (e instanceof Error ? e.message : String(e)).slice(0, 500);
    await deps.storage.delete(key).catch(() => undefined);
    await ctx.transaction(async (t) => {
      if (await repo.markFailed(t.db, row.id, message)) await t.audit('data-export', `Data export ${row.id} failed for user ${row.userId}: ${message}`);
    });
  }
}

export interface ArchiveDownload {
  fileName: string;
  contentDisposition: string;
  size: number | null;
  body: Readable;
}

/**
 * The archive's bytes, for the person it is about, or for staff who may handle them when staff
 * prepared it; only while ready and not expired (else 404, as for anyone else). Audited.
 */
export async function download(ctx: ServiceContext, deps: DataExportDeps, id: string): Promise<ArchiveDownload> {
  const { principal } = ctx;
  const row = await repo.findExport(ctx.db, id);
  if (!row) throw notFound('Data export');
  const own = row.userId === principal.userId;
  // A staff user viewing the portal as the person does not take their archive.
  if (principal.viewAs) throw notFound('Data export');
  if (!own) {
    const user = row.source === 'staff' ? await repo.findUser(ctx.db, row.userId) : undefined;
    if (!user || !mayHandle(principal, user)) throw notFound('Data export');
  }
  const now = new Date();
  if (row.status !== 'ready' || !row.storageKey || !row.expiresAt || row.expiresAt <= now) throw notFound('Data export');
  let body: Readable;
  try {
    body = await deps.storage.get(row.storageKey);
  } catch (e) {
    if (e instanceof BlobNotFoundError) throw notFound('Data export');
    throw e;
  }
  await ctx.transaction(async (t) => {
    await repo.markDownloaded(t.db, row.id, now);
    await t.audit('data-export', `Data export ${row.id} of user ${row.userId} downloaded${own ? '' : ' by staff'}`);
  });
  const fileName = `data-export-${toIso(row.createdAt).slice(0, 10)}.zip`;
  return { fileName, contentDisposition: contentDisposition(fileName), size: row.size, body };
}

/**
 * The daily job: ready archives past their expiry lose their bytes and are marked expired; those
 * left queued or preparing for an hour (their instance went away) are failed. Each audited.
 */
export async function expireExports(ctx: ServiceContext<Principal | null>, deps: DataExportDeps, now = new Date()): Promise<number> {
  const expired = await ctx.transaction(async (t) => {
    const rows = await repo.claimExpired(t.db, now, EXPIRY_BATCH);
    for (const r of rows) await t.audit('data-export', `Data export ${r.id} of user ${r.userId} expired, archive deleted`);
    const stale = await repo.failStale(t.db, new Date(now.getTime() - STALE_AFTER_MS));
    for (const r of stale) await t.audit('data-export', `Data export ${r.id} of user ${r.userId} failed: interrupted`);
    return rows;
  });
  await Promise.all(expired.map((r) => (r.storageKey ? deps.storage.delete(r.storageKey).catch(() => undefined) : undefined)));
  return expired.length;
}
