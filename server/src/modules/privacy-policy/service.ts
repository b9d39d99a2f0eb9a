import type { Db } from '@/db/client.ts';
import { scopeOf } from '@/db/scope.ts';
import { fileLanguageOf } from '@/modules/logs/service.ts';
import { AppError, conflict, invalidField, notFound } from '@/lib/errors.ts';
import { mapPage } from '@/db/paged-query.ts';
import { cleanRichText } from '@/lib/rich-text.ts';
import type { SecretBox } from '@/lib/secret-box.ts';
import type { ServiceContext } from '@/service-context.ts';
import { endSessionsOf } from '@/modules/accounts/service.ts';
import type { Sessions } from '@/modules/auth/service.ts';
import type { Principal } from '@/plugins/policy.ts';
import type { LanguageCode } from '@customer-hub/contract/languages';
import type {
  CreatePrivacyPolicyRequest,
  ExportPolicyAcceptancesRequest,
  FindPolicyAcceptancesRequest,
  FindPrivacyPoliciesRequest,
  GdprDecision,
  PolicyAcceptance,
  PolicyAcceptanceSummary,
  PolicyToApprove,
  PrivacyPolicy,
  UpdatePrivacyPolicyRequest,
} from '@customer-hub/contract/privacy-policy';
import { POLICY_ACCEPTANCE_EXPORT_MAX } from '@customer-hub/contract/privacy-policy';
import { announce, type JobQueue } from './announce.ts';
import * as repo from './repository.ts';
import { writeAcceptances } from './export.ts';
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
      email: principal.email,
      companyId: principal.companyId,
      companyName: principal.companyName ?? '',
    });
    await t.audit('privacy-policy', `Privacy policy version ${policy.version} (${policy.language}) ${decision.accepted ? 'accepted' : 'declined'} by ${principal.userName}`);
    return decision.accepted ? [] : endSessionsOf(t.db, principal.userId, 'policy_declined');
  });
  for (const hash of ended) await deps.sessions.tokenEnded(hash);
  await deps.sessions.userChanged(principal.userId);
  return { accepted: decision.accepted, signedOut: !decision.accepted };
}

const AUDIT = 'privacy-policy';
/** Most rows one export holds. */
export const ACCEPTANCE_EXPORT_MAX = POLICY_ACCEPTANCE_EXPORT_MAX;

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

function presentAcceptance({ row, email, fullName, currentCompanyName }: repo.AcceptanceRow): PolicyAcceptance {
  return {
    id: String(row.id),
    userId: row.userId,
    userName: row.userName,
    fullName,
    email: row.email || email,
    // Staff have no company: a recorded name, else the company found through the recorded or current id.
    companyName: row.companyName || currentCompanyName,
    policyId: row.policyId,
    policyVersion: row.policyVersion,
    language: row.language,
    accepted: row.accepted,
    ipAddress: row.ipAddress,
    at: row.at.toISOString(),
  };
}

/** Staff list of the decisions in the caller's scope (paged, filtered). */
export async function findAcceptances(db: Db, principal: Principal, q: FindPolicyAcceptancesRequest) {
  return mapPage(await repo.findAcceptances(db, await scopeOf(db, principal), q), presentAcceptance);
}

/** Per version, newest first: how many in the caller's scope accepted it, only declined it, have not decided it yet. */
export async function acceptanceSummary(db: Db, principal: Principal): Promise<PolicyAcceptanceSummary> {
  const rows = await repo.versionCounts(db, await scopeOf(db, principal));
  return {
    versions: rows.map((r) => ({
      version: r.version,
      languages: r.languages,
      published: r.published,
      accepted: r.accepted,
      declined: r.declined,
      undecided: r.published ? r.active - r.decided_active : null,
    })),
  };
}

/** Rows one export query reads. */
const EXPORT_BATCH = 5_000;

/** A zone the runtime knows, else undefined. */
function knownZone(zone: string | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * The filtered decisions in the caller's scope as CSV or XLSX, at most ACCEPTANCE_EXPORT_MAX rows,
 * read in batches as the file is written: headers and decisions in `fileLanguage` (else the
 * caller's), dates and times in `timeZone` (else the zone the reader's browser told, else UTC).
 * Decisions recorded while the file is written are left out, so batches never overlap. Audited.
 */
export async function exportAcceptances(ctx: ServiceContext, q: ExportPolicyAcceptancesRequest, browserZone?: string, maxRows = ACCEPTANCE_EXPORT_MAX) {
  const { db, principal } = ctx;
  const scope = await scopeOf(db, principal);
  const language = fileLanguageOf(q.fileLanguage, principal.language);
  const timeZone = knownZone(q.timeZone) ?? knownZone(browserZone) ?? 'UTC';
  const upToId = await repo.lastAcceptanceId(db);
  const total = await repo.countForExport(db, scope, q, upToId, maxRows);
  const limit = Math.min(total, maxRows);
  async function* batches() {
    for (let offset = 0; offset < limit; offset += EXPORT_BATCH) {
      const batch = await repo.exportBatch(db, scope, q, upToId, Math.min(EXPORT_BATCH, limit - offset), offset);
      yield batch.map(presentAcceptance);
      if (batch.length < EXPORT_BATCH) return;
    }
  }
  const texts = exportTextsFor(language, timeZone);
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  const fileBase = `privacy-policy-acceptances-${q.version ? texts.fileVersion(q.version) : texts.fileAll}-${day}`;
  const file = writeAcceptances({ format: q.format, texts, language, timeZone, batches: batches(), fileBase });
  const what = q.version ? `version ${q.version}` : 'all versions';
  await ctx.audit(AUDIT, `Privacy policy decisions exported as ${q.format.toUpperCase()} (${what}, ${limit} rows${total > limit ? ', truncated' : ''})`, {
    after: { format: q.format, rows: limit, filters: { search: q.search, version: q.version, language: q.language, accepted: q.accepted, from: q.from, to: q.to } },
  });
  return { ...file, rows: limit, truncated: total > limit };
}
