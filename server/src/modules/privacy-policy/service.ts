import type { Db } from '@/db/client.ts';
import type { policyAcceptances } from '@/db/schema/policies.ts';
import { AppError, conflict, invalidField, notFound } from '@/lib/errors.ts';
import { mapPage } from '@/db/paged-query.ts';
import { cleanRichText } from '@/lib/rich-text.ts';
import type { SecretBox } from '@/lib/secret-box.ts';
import type { ServiceContext } from '@/service-context.ts';
import { endSessionsOf } from '@/modules/accounts/service.ts';
import type { Sessions } from '@/modules/auth/service.ts';
import type { Principal } from '@/plugins/policy.ts';
import { matchLanguage, type LanguageCode } from '@customer-hub/contract/languages';
import type {
  CreatePrivacyPolicyRequest,
  ExportPolicyAcceptancesRequest,
  FindPolicyAcceptancesRequest,
  FindPrivacyPoliciesRequest,
  GdprDecision,
  PolicyAcceptance,
  PolicyToApprove,
  PrivacyPolicy,
  UpdatePrivacyPolicyRequest,
} from '@customer-hub/contract/privacy-policy';
import { announce, type JobQueue } from './announce.ts';
import * as repo from './repository.ts';
import { exportTextsFor } from './texts.ts';

/** For the session lookup (modules/auth): whether a policy awaits the user, as a subquery. */
export const pendingPolicyExists = repo.pendingPolicyExists;

export interface PolicyDeps {
  db: Db;
  sessions: Sessions;
  secretBox: SecretBox;
  /** Where the announcement of a version effective later waits for its date. */
  jobs: JobQueue;
}

/**
 * ShowsGDPR (spec §7): false when a policy awaits the caller. Read fresh; when the cached session
 * disagrees (a version became effective or expired since), its entry is dropped so the gate follows.
 */
export async function showsGdpr(deps: PolicyDeps, principal: Principal): Promise<boolean> {
  // A staff user viewing as a contact is never asked to decide for them.
  if (principal.viewAs) return true;
  const pending = await repo.hasPendingPolicy(deps.db, principal.userId);
  if (pending !== principal.policyPending) await deps.sessions.userChanged(principal.userId);
  return !pending;
}

/** GetOlderGDPRToApprove: the oldest version awaiting the caller, its text opened when sealed; null when none. */
export async function olderToApprove(deps: PolicyDeps, principal: Principal): Promise<PolicyToApprove | null> {
  if (principal.viewAs) return null;
  const row = await repo.findOldestPending(deps.db, principal.userId, principal.language);
  if (!row) return null;
  return { id: row.id, title: row.title, text: row.encrypted ? deps.secretBox.open(row.text) : row.text, language: row.language as LanguageCode };
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
    // Accepted once settles the version; after a refusal it is asked (and may be refused) again.
    if (await repo.hasAccepted(t.db, principal.userId, policy.version)) throw conflict(`Privacy policy version ${policy.version} already accepted`);
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

const AUDIT = 'privacy-policy';
/** Most rows one CSV export holds. */
export const ACCEPTANCE_EXPORT_MAX = 100_000;

const notEditable = (version: number) =>
  new AppError(409, 'POLICY_NOT_EDITABLE', `Privacy policy version ${version} has already been decided: a change is a new version`);

function presentPolicy(box: SecretBox, { policy, decided }: { policy: repo.PrivacyPolicyRow; decided: boolean }): PrivacyPolicy {
  return {
    id: policy.id,
    version: policy.version,
    language: policy.language as LanguageCode,
    title: policy.title,
    text: policy.encrypted ? box.open(policy.text) : policy.text,
    encrypted: policy.encrypted,
    effectiveAt: policy.effectiveAt.toISOString(),
    expiresAt: policy.expiresAt?.toISOString() ?? null,
    publishedAt: policy.publishedAt?.toISOString() ?? null,
    editable: !decided,
    createdAt: policy.createdAt.toISOString(),
    updatedAt: policy.updatedAt.toISOString(),
  };
}

/** The request's fields as stored: the text cleaned (400 when nothing is left), sealed when asked; dates checked. */
function stored(box: SecretBox, body: UpdatePrivacyPolicyRequest) {
  const text = cleanRichText(body.text);
  if (!text) throw invalidField('text', 'The text is empty once cleaned');
  const effectiveAt = new Date(body.effectiveAt);
  const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
  if (expiresAt && expiresAt <= effectiveAt) throw invalidField('expiresAt', 'The expiration must come after the effective date');
  return { title: body.title, text: body.encrypted ? box.seal(text) : text, encrypted: body.encrypted, effectiveAt, expiresAt };
}

/** Staff list of the versions, drafts included, texts opened. */
export async function findPolicies(deps: PolicyDeps, q: FindPrivacyPoliciesRequest) {
  return mapPage(await repo.findPolicies(deps.db, q), (row) => presentPolicy(deps.secretBox, row));
}

/** Creates a draft as the language's next version (audited). */
export async function createPolicy(ctx: ServiceContext, deps: PolicyDeps, body: CreatePrivacyPolicyRequest): Promise<PrivacyPolicy> {
  const values = stored(deps.secretBox, body);
  return ctx.transaction(async (tx) => {
    const version = await repo.nextVersion(tx.db, body.language);
    const row = await repo.insertPolicy(tx.db, { ...values, version, language: body.language, createdBy: ctx.principal.userId });
    await tx.audit(AUDIT, `Privacy policy version ${row.version} (${row.language}) created as a draft`);
    return presentPolicy(deps.secretBox, { policy: row, decided: false });
  });
}

/** The version locked for a change; 404 when it does not exist. */
async function lockedPolicy(db: Db, id: string) {
  await repo.lockPolicy(db, id);
  const found = await repo.findPolicy(db, id);
  if (!found) throw notFound('Privacy policy');
  return found;
}

/**
 * Changes a version while nobody has decided it (409 POLICY_NOT_EDITABLE after that). When it is
 * published, every cached session is dropped so the gate shows the new text at once, and a new
 * effective date that is now or later is announced as a publication is.
 */
export async function updatePolicy(ctx: ServiceContext, deps: PolicyDeps, id: string, body: UpdatePrivacyPolicyRequest): Promise<PrivacyPolicy> {
  const values = stored(deps.secretBox, body);
  const answer = await ctx.transaction(async (tx) => {
    const found = await lockedPolicy(tx.db, id);
    if (found.decided) throw notEditable(found.policy.version);
    const row = await repo.updatePolicy(tx.db, id, values);
    await tx.audit(AUDIT, `Privacy policy version ${row!.version} (${row!.language}) changed`);
    await announce(tx, deps.jobs, row!, found.policy);
    return presentPolicy(deps.secretBox, { policy: row!, decided: false });
  });
  if (answer.publishedAt) await deps.sessions.everyoneChanged();
  return answer;
}

/**
 * Publishes a version (or takes it back to draft), audited. Whether a version awaits somebody is
 * cached with every session, so every cached session is dropped: the gate follows at once, on
 * every instance. Publishing puts a notification in the bell of everyone who must decide it, at
 * once or on its effective date (announce.ts).
 */
export async function setPublished(ctx: ServiceContext, deps: PolicyDeps, id: string, published: boolean): Promise<PrivacyPolicy> {
  const answer = await ctx.transaction(async (tx) => {
    const found = await lockedPolicy(tx.db, id);
    // Publishing a published version keeps its date (and the announcement queued for it).
    const row = await repo.updatePolicy(tx.db, id, { publishedAt: published ? (found.policy.publishedAt ?? new Date()) : null });
    await tx.audit(AUDIT, `Privacy policy version ${row!.version} (${row!.language}) ${published ? 'published' : 'unpublished'}`);
    if (published && !found.policy.publishedAt) await announce(tx, deps.jobs, row!);
    return presentPolicy(deps.secretBox, { policy: row!, decided: found.decided });
  });
  await deps.sessions.everyoneChanged();
  return answer;
}

/** Deletes a draft nobody has decided (audited); a published or decided version answers 409 POLICY_NOT_EDITABLE. */
export async function deletePolicy(ctx: ServiceContext, id: string): Promise<void> {
  await ctx.transaction(async (tx) => {
    const { policy, decided } = await lockedPolicy(tx.db, id);
    if (decided || policy.publishedAt) throw new AppError(409, 'POLICY_NOT_EDITABLE', `Privacy policy version ${policy.version} is published or decided: unpublish it first`);
    await repo.deletePolicy(tx.db, id);
    await tx.audit(AUDIT, `Privacy policy version ${policy.version} (${policy.language}) deleted`);
  });
}

function presentAcceptance({ row, email }: { row: typeof policyAcceptances.$inferSelect; email: string | null }): PolicyAcceptance {
  return {
    id: String(row.id),
    userId: row.userId,
    userName: row.userName,
    email,
    policyId: row.policyId,
    policyVersion: row.policyVersion,
    language: row.language,
    accepted: row.accepted,
    ipAddress: row.ipAddress,
    at: row.at.toISOString(),
  };
}

/** Staff list of the decisions (paged, filtered). */
export async function findAcceptances(db: Db, q: FindPolicyAcceptancesRequest) {
  return mapPage(await repo.findAcceptances(db, q), presentAcceptance);
}

/**
 * The filtered decisions as CSV, at most ACCEPTANCE_EXPORT_MAX rows, in the asked `fileLanguage` (else
 * the caller's), as current-account's export writes it for spreadsheets in that language: UTF-8
 * with a BOM, translated headers and decisions, `,` between fields in English and `;` in Spanish
 * and Portuguese; formulas defused.
 */
export async function exportAcceptances(db: Db, principal: Principal, q: ExportPolicyAcceptancesRequest): Promise<{ csv: string; rows: number }> {
  const language = q.fileLanguage ?? matchLanguage(principal.language) ?? 'en-US';
  const texts = exportTextsFor(language);
  const sep = language === 'en-US' ? ',' : ';';
  const rows = (await repo.allAcceptances(db, q, ACCEPTANCE_EXPORT_MAX)).map(presentAcceptance);
  const columns = ['at', 'userName', 'email', 'policyVersion', 'language', 'accepted', 'ipAddress'] as const;
  const value = (r: PolicyAcceptance, key: (typeof columns)[number]) =>
    key === 'accepted' ? (r.accepted ? texts.accepted : texts.declined) : String(r[key] ?? '');
  const header = columns.map((key) => csvCell(texts.columns[key])).join(sep);
  const lines = rows.map((r) => columns.map((key) => csvCell(value(r, key))).join(sep));
  return { csv: `\uFEFF${[header, ...lines].join('\r\n')}\r\n`, rows: rows.length };
}

/** A CSV field: a leading formula character defused with an apostrophe, quoted when it holds a separator, quote or line break. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[,;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
