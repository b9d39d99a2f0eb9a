import type { Db } from '@/db/client.ts';
import type { ServiceContext } from '@/service-context.ts';
import type { Principal } from '@/plugins/policy.ts';
import { z } from 'zod';
import * as repo from './repository.ts';

/** The job that tells everyone of a version once its effective date comes. */
export const ANNOUNCE_JOB = 'privacy_policy_effective';

/** What the job needs to know it still speaks for the same publication and effective date. */
const AnnounceJob = z.object({ id: z.string().uuid(), effectiveAt: z.string(), publishedAt: z.string() });
type AnnounceJob = z.infer<typeof AnnounceJob>;

/** What announcing needs of a service context (a request's or a job's). */
type Teller = Pick<ServiceContext<Principal | null>, 'db' | 'notify' | 'audit'>;

export interface JobQueue {
  enqueueJob(tx: Db, kind: string, payload: unknown, runAfter?: Date): Promise<void>;
}

// Recipients per notify() call: the ids travel as one IN list.
const RECIPIENTS_PER_CALL = 1_000;

/**
 * Puts a PrivacyPolicy notification in the bell of every active user who has not decided the
 * version (staff and customers of every company: the gate asks them all). Its title is written
 * in each reader's language when read; the policy's own title is left out, as the version may not
 * exist in that language yet. Nothing when another language of the version was effective first:
 * everyone was told of it then. Audited with the number of users told.
 */
async function tellEveryone(ctx: Teller, row: repo.PrivacyPolicyRow): Promise<void> {
  if (await repo.announcedBefore(ctx.db, row)) return;
  const ids = (await repo.undecidedUsers(ctx.db, row.version)).map((u) => u.id);
  for (let i = 0; i < ids.length; i += RECIPIENTS_PER_CALL) {
    await ctx.notify(ids.slice(i, i + RECIPIENTS_PER_CALL), { kind: 'PrivacyPolicy', refId: row.id, params: { version: row.version } });
  }
  await ctx.audit('privacy-policy', `Privacy policy version ${row.version} (${row.language}) announced to the ${ids.length} users who have not decided it`);
}

const isEffective = (row: repo.PrivacyPolicyRow, now = new Date()) =>
  row.publishedAt !== null && row.effectiveAt <= now && (row.expiresAt === null || row.expiresAt > now);

/**
 * After a version is published, or a published version changed (`before`: the row as it was):
 * told now when it has just become effective, or a job queued for its effective date when that is
 * still to come. A version that was already effective is not announced again.
 */
export async function announce(ctx: Teller, jobs: JobQueue, row: repo.PrivacyPolicyRow, before?: repo.PrivacyPolicyRow): Promise<void> {
  if (!row.publishedAt) return;
  if (isEffective(row)) {
    if (!before || !isEffective(before)) await tellEveryone(ctx, row);
    return;
  }
  const sameSchedule = before?.publishedAt && before.effectiveAt.getTime() === row.effectiveAt.getTime();
  if (row.effectiveAt > new Date() && !sameSchedule) {
    const job: AnnounceJob = { id: row.id, effectiveAt: row.effectiveAt.toISOString(), publishedAt: row.publishedAt.toISOString() };
    await jobs.enqueueJob(ctx.db, ANNOUNCE_JOB, job, row.effectiveAt);
  }
}

/**
 * The job queued for a future effective date: tells everyone, unless the version was unpublished,
 * published again or moved to another date since (each queued a job of its own) or has expired.
 */
export async function announceWhenEffective(ctx: Teller, payload: unknown): Promise<void> {
  const job = AnnounceJob.parse(payload);
  // Effective by the database's clock, which queued the job for that time.
  const row = await repo.findEffectivePolicy(ctx.db, job.id);
  if (!row) return;
  if (row.effectiveAt.toISOString() !== job.effectiveAt || row.publishedAt?.toISOString() !== job.publishedAt) return;
  await tellEveryone(ctx, row);
}
