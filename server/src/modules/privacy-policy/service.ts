import type { Db } from '@/db/client.ts';
import { conflict, notFound } from '@/lib/errors.ts';
import type { SecretBox } from '@/lib/secret-box.ts';
import type { ServiceContext } from '@/lib/service-context.ts';
import { endSessionsOf } from '@/modules/accounts/service.ts';
import type { Sessions } from '@/modules/auth/plugin.ts';
import type { Principal } from '@/plugins/policy.ts';
import type { GdprDecision, PolicyToApprove } from '@customer-hub/contract/privacy-policy';
import * as repo from './repository.ts';

/** For the session lookup (modules/auth): whether a policy awaits the user, as a subquery. */
export const pendingPolicyExists = repo.pendingPolicyExists;

export interface PolicyDeps {
  db: Db;
  sessions: Sessions;
  secretBox: SecretBox;
}

/**
 * ShowsGDPR (spec §7): false when a policy awaits the caller. Read fresh; when the cached session
 * disagrees (a version became effective or expired since), its entry is dropped so the gate follows.
 */
export async function showsGdpr(deps: PolicyDeps, principal: Principal): Promise<boolean> {
  const pending = await repo.hasPendingPolicy(deps.db, principal.userId);
  if (pending !== principal.policyPending) await deps.sessions.userChanged(principal.userId);
  return !pending;
}

/** GetOlderGDPRToApprove: the oldest version awaiting the caller, its text opened when sealed; null when none. */
export async function olderToApprove(deps: PolicyDeps, principal: Principal): Promise<PolicyToApprove | null> {
  const row = await repo.findOldestPending(deps.db, principal.userId, principal.language);
  if (!row) return null;
  return { id: row.id, title: row.title, text: row.encrypted ? deps.secretBox.open(row.text) : row.text };
}

/**
 * CreateGDPRAcceptance: records the caller's decision on an effective version (once per version),
 * with its audit row. A refusal ends every session of the caller.
 */
export async function decide(ctx: ServiceContext, deps: PolicyDeps, decision: GdprDecision) {
  const { principal } = ctx;
  const ended = await ctx.transaction(async (t) => {
    const policy = await repo.findEffectivePolicy(t.db, decision.id);
    if (!policy) throw notFound('Privacy policy');
    if (await repo.hasDecided(t.db, principal.userId, policy.version)) throw conflict(`Privacy policy version ${policy.version} already decided`);
    await repo.insertAcceptance(t.db, {
      userId: principal.userId,
      userName: principal.userName,
      policyId: policy.id,
      policyVersion: policy.version,
      language: policy.language,
      accepted: decision.accepted,
      ipAddress: ctx.client.ip ?? '',
    });
    await t.audit('privacy-policy', `Privacy policy version ${policy.version} (${policy.language}) ${decision.accepted ? 'accepted' : 'declined'} by ${principal.userName}`);
    return decision.accepted ? [] : endSessionsOf(t.db, principal.userId, 'policy_declined');
  });
  for (const hash of ended) await deps.sessions.tokenEnded(hash);
  await deps.sessions.userChanged(principal.userId);
  return { accepted: decision.accepted, signedOut: !decision.accepted };
}
