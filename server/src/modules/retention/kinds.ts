import type { Db } from '@/db/client.ts';
import type { BlobStore } from '@/lib/storage/storage.ts';
import { RETENTION_POLICIES, type RetentionKind } from '@customer-hub/contract/constants/retention';
import * as repo from './repository.ts';

/**
 * One kind of record the retention job looks after: `apply` removes (or blanks, or anonymises) at
 * most `batchSize` records older than `cutoff` in one short statement and answers how many; the job
 * calls it again until a batch comes back short. `files` is the blob store, for kinds with files.
 */
export interface RetentionEntry {
  kind: RetentionKind;
  defaultDays: number;
  apply(db: Db, cutoff: Date, batchSize: number, files: BlobStore): Promise<number>;
}

/** Deletes the rows of a batch that held files, then their files (a file that will not go is left behind, never a row without its file). */
const withFiles =
  (remove: (db: Db, cutoff: Date, limit: number) => Promise<string[]>): RetentionEntry['apply'] =>
  async (db, cutoff, batchSize, files) => {
    const keys = await remove(db, cutoff, batchSize);
    await Promise.all(keys.map((key) => files.delete(key).catch(() => undefined)));
    return keys.length;
  };

const entry = (kind: RetentionKind, apply: RetentionEntry['apply']): RetentionEntry => ({ kind, defaultDays: RETENTION_POLICIES[kind].defaultDays, apply });

/** Every kind, in the order the job applies them (email bodies before the email rows). */
export const RETENTION_ENTRIES: readonly RetentionEntry[] = [
  entry('loginLog', repo.deleteLoginLogs),
  entry('systemLog', repo.deleteSystemLogs),
  entry('auditLog', repo.deleteAuditLog),
  entry('emailBody', repo.blankEmailBodies),
  entry('emailLog', repo.deleteEmailLog),
  entry('notifications', repo.deleteNotifications),
  entry('ticketAttachments', withFiles(repo.deleteClosedTicketAttachments)),
  entry('viewAsHistory', repo.deleteViewAsSessions),
  entry('exports', withFiles(repo.deleteSyncFiles)),
  entry('refusedAccessRequests', repo.anonymiseRefusedAccessRequests),
];
