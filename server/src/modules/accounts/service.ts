import type { Db } from '@/db/client.ts';
import type { ServiceContext } from '@/service-context.ts';
import { AppError, badRequest, notFound } from '@/lib/errors.ts';
import { confirmCurrentPassword } from '@/lib/current-password.ts';
import { hashPassword } from '@/lib/passwords.ts';
import { checkPassword } from '@/lib/password-policy.ts';
import { hashToken, newToken } from '@/lib/tokens.ts';
import { forgetTrustedDevice, forgetTrustedDevices, passwordSignInOff, trustedDevicesOf, type AuthDeps } from '@/modules/auth/service.ts';
import { enqueueEmail } from '@/modules/email/service.ts';
import { recordLoginAttempt } from '@/modules/logs/service.ts';
import { getSecuritySettings } from '@/modules/settings/service.ts';
import type { Principal } from '@/plugins/policy.ts';
import type { SignUpRequest } from '@customer-hub/contract/accounts';
import { matchLanguage, type LanguageCode } from '@customer-hub/contract/languages';
import type { AccountTokenKind } from '@/db/schema/users.ts';
import * as repo from './repository.ts';

/** Staff reset a user's second factor (the users module). */
export { resetSecondFactor } from './two-factor-service.ts';

/** How long each emailed link lives. */
export const LINK_MINUTES: Record<AccountTokenKind, number> = { reset: 30, invitation: 7 * 24 * 60, signup: 24 * 60, email_change: 24 * 60 };
const LINK_PAGE: Record<AccountTokenKind, string> = { reset: 'ResetPassword', invitation: 'SetPassword', signup: 'SetPassword', email_change: 'ConfirmEmail' };
/** The links that set a password (an address change's link does not). */
const PASSWORD_LINKS: readonly AccountTokenKind[] = ['reset', 'invitation', 'signup'];

export interface JobQueue {
  enqueueJob(tx: Db, kind: string, payload: unknown): Promise<void>;
}
/** Account changes come from a signed-in caller, a visitor with a link, or a job. */
type PublicContext = ServiceContext<Principal | null>;

type NewUser = Parameters<typeof repo.insertUser>[1];

const lang = (value: string | undefined | null): LanguageCode => matchLanguage(value) ?? 'es-ES';

/** Issues a single-use link of a kind for a user (older ones stop working); answers its URL. */
export async function issueLink(deps: AuthDeps, tx: Db, userId: string, kind: AccountTokenKind, newEmail: string | null = null): Promise<string> {
  const token = newToken();
  await repo.replaceAccountToken(tx, userId, kind, hashToken(token), new Date(Date.now() + LINK_MINUTES[kind] * 60_000), newEmail);
  return `${deps.config.publicUrl.replace(/\/$/, '')}/${LINK_PAGE[kind]}?token=${token}`;
}

/** Who asks for a user name or an address: staff see every user, a customer contact those of their company. */
export interface Viewer {
  staff: boolean;
  companyId: string | null;
}

/** A free user name beside a taken one: `name2`, `name3`, … (the first the table does not hold). */
export async function freeUserName(db: Db, taken: string): Promise<string> {
  const base = taken;
  const names = await repo.userNamesStartingWith(db, base);
  for (let n = 2; ; n++) if (!names.has(`${base}${n}`.toLowerCase())) return `${base}${n}`;
}

/**
 * Refuses a user name or an address another user holds, without telling a caller about a user
 * they could not see: to staff, and to a contact about a user of their own company, a 409 naming
 * what is taken; to anyone else the validation answer of a refused field. Both suggest a free user
 * name. `system` (an approved access request, a job) counts as staff.
 */
export async function assertIdentityFree(db: Db, viewer: Viewer | 'system', wanted: { userName?: string; email?: string }, exceptUserId?: string): Promise<void> {
  const sees = (holder: { companyId: string | null }) => viewer === 'system' || viewer.staff || (!!holder.companyId && holder.companyId === viewer.companyId);
  if (wanted.userName) {
    const holder = await repo.findUserByName(db, wanted.userName);
    if (holder && holder.id !== exceptUserId) {
      const suggestion = await freeUserName(db, wanted.userName);
      if (sees(holder)) throw new AppError(409, 'CONFLICT', 'The user name is taken', { suggestion, errors: [{ path: 'body.userName', message: 'The user name is taken' }] });
      throw new AppError(400, 'VALIDATION_FAILED', 'Choose another user name', { suggestion, errors: [{ path: 'body.userName', message: 'Choose another user name' }] });
    }
  }
  if (wanted.email) {
    const holder = await repo.findUserByEmail(db, wanted.email);
    if (holder && holder.id !== exceptUserId) {
      if (sees(holder)) throw new AppError(409, 'CONFLICT', 'The email address belongs to another user', { errors: [{ path: 'body.email', message: 'The email address belongs to another user' }] });
      throw new AppError(400, 'VALIDATION_FAILED', 'Use another email address', { errors: [{ path: 'body.email', message: 'Use another email address' }] });
    }
  }
}

/**
 * Creates a user with no password yet (an approved access request's contact) and answers its id
 * with a single-use invitation link to set one; a taken user name or address is refused
 * (assertIdentityFree).
 */
export async function createInvitedUser(deps: AuthDeps, tx: Db, row: NewUser, viewer: Viewer | 'system' = 'system'): Promise<{ userId: string; link: string }> {
  await assertIdentityFree(tx, viewer, { userName: row.userName, email: row.email });
  const userId = await repo.insertUser(tx, row);
  return { userId, link: await issueLink(deps, tx, userId, 'invitation') };
}

/**
 * Creates a user who signs in with their company's identity provider (single sign-on, no password):
 * the address as user name (or a free one like it), the address already proved by the provider.
 */
export async function createProviderUser(tx: Db, row: Omit<NewUser, 'userName'>): Promise<string> {
  const userName = (await repo.userNameTaken(tx, row.email)) ? await freeUserName(tx, row.email) : row.email;
  await assertIdentityFree(tx, 'system', { userName, email: row.email });
  return repo.insertUser(tx, { ...row, userName, emailVerifiedAt: new Date() });
}

/** A user's name and roles, for another module acting on them; undefined when there is none. */
export async function findUserRoles(db: Db, userId: string): Promise<{ id: string; userName: string; roles: string[] } | undefined> {
  const user = await repo.findUserById(db, userId);
  return user && { id: user.id, userName: user.userName, roles: user.roles };
}

/** Ends every live session of a user for a reason; answers the token hashes ended. */
export function endSessionsOf(tx: Db, userId: string, reason: string): Promise<string[]> {
  return repo.revokeSessions(tx, userId, reason);
}

/** Deactivates (ending every session, answered as token hashes) or reactivates a user. */
export async function setActive(tx: Db, userId: string, active: boolean): Promise<string[]> {
  await repo.updateUser(tx, userId, { active });
  return active ? [] : repo.revokeSessions(tx, userId, 'deactivated');
}

/** Refuses a password that breaks the policy, saying which rule. */
export async function assertPasswordAcceptable(deps: AuthDeps, password: string, words: (string | null | undefined)[]): Promise<void> {
  const { passwordMinLength } = await getSecuritySettings(deps.db, deps.config.tokenTtlMinutes);
  const rule = checkPassword(password, { minLength: passwordMinLength, words });
  if (rule) throw badRequest('PASSWORD_POLICY', { reason: rule });
}

/**
 * Password recovery. The answer never depends on the address: the lookup runs later as a job,
 * so an existing and an unknown address cost the request the same. The email goes through the
 * outbox like every other, with or without a mail server (without one it is kept, readable in
 * the email log, and demo mode prints its link in the process log).
 */
export async function requestRecovery(ctx: PublicContext, jobs: JobQueue, email: string, language: LanguageCode | undefined): Promise<void> {
  await ctx.transaction((t) => jobs.enqueueJob(t.db, 'password_recovery', { email, language }));
}

interface LinkRecipient {
  id: string;
  userName: string;
  email: string;
  firstName: string;
  language: string;
}

/** Emails the user a new password reset link (older ones stop working), in the transaction. */
export async function emailResetLink(deps: AuthDeps, tx: Db, user: LinkRecipient): Promise<void> {
  const link = await issueLink(deps, tx, user.id, 'reset');
  await enqueueEmail(tx, {
    templateKey: 'password_reset',
    language: lang(user.language),
    to: user.email,
    variables: { name: user.firstName, userName: user.userName, expiresMinutes: String(LINK_MINUTES.reset) },
    secrets: { link },
  });
}

/** Emails the user a new invitation link to set their first password (older ones stop working). */
export async function emailInvitationLink(deps: AuthDeps, tx: Db, user: LinkRecipient): Promise<void> {
  const link = await issueLink(deps, tx, user.id, 'invitation');
  await enqueueEmail(tx, {
    templateKey: 'user_invitation',
    language: lang(user.language),
    to: user.email,
    variables: { name: user.firstName, userName: user.userName, expiresMinutes: String(LINK_MINUTES.invitation) },
    secrets: { link },
  });
}

/**
 * The recovery job: a reset link to every active user with the address, each with its audit row;
 * none to a user whose company signs in with its identity provider only (single sign-on).
 */
export async function runRecoveryJob(ctx: PublicContext, deps: AuthDeps, payload: { email: string; language?: string }): Promise<void> {
  const found = await repo.findActiveUsersByEmail(ctx.db, payload.email);
  for (const user of found) {
    if (await passwordSignInOff(ctx.db, user.companyId)) continue;
    await ctx.transaction(async (t) => {
      await emailResetLink(deps, t.db, user);
      await t.audit('accounts', `Password reset link sent to ${user.userName} (${user.id})`);
    });
  }
}

/** What a link is for, so its page can greet the user; unknown, used or expired links say so. */
export async function tokenInfo(db: Db, token: string) {
  const found = await repo.findLiveToken(db, hashToken(token));
  if (!found || !PASSWORD_LINKS.includes(found.token.kind)) throw badRequest('TOKEN_INVALID');
  return { kind: found.token.kind as 'reset' | 'invitation' | 'signup', userName: found.userName };
}

/**
 * Sets a password through a reset, invitation or sign-up link. The link is spent, every session
 * of the user ends, and nobody is signed in by it: the next sign-in still asks for 2FA.
 */
export async function resetPassword(ctx: PublicContext, deps: AuthDeps, input: { token: string; password: string }): Promise<{ userName: string }> {
  const tokenHash = hashToken(input.token);
  const preview = await repo.findLiveToken(ctx.db, tokenHash);
  if (!preview || !PASSWORD_LINKS.includes(preview.token.kind)) throw badRequest('TOKEN_INVALID');
  // A company that signs in with its identity provider only sets no passwords (single sign-on).
  if (await passwordSignInOff(ctx.db, preview.companyId)) throw badRequest('SSO_REQUIRED');
  await assertPasswordAcceptable(deps, input.password, [preview.userName, preview.email, preview.firstName, preview.lastName, preview.companyName]);
  const passwordHash = await hashPassword(input.password);

  const { userId, userName, ended, kind } = await ctx.transaction(async (t) => {
    const tx = t.db;
    const found = await repo.findLiveToken(tx, tokenHash, true);
    if (!found || !PASSWORD_LINKS.includes(found.token.kind)) throw badRequest('TOKEN_INVALID');
    const { token } = found;
    await repo.setPassword(tx, token.userId, passwordHash, token.kind !== 'reset');
    await forgetTrustedDevices(tx, token.userId);
    await repo.useAllTokens(tx, token.userId);
    const revoked = await repo.revokeSessions(tx, token.userId, 'password_reset');
    await recordLoginAttempt(tx, { userId: token.userId, userName: found.userName, ...ctx.client, result: 'PasswordReset', reason: token.kind, stage: 'account' });
    if (token.kind === 'reset') {
      await enqueueEmail(tx, { templateKey: 'password_changed', language: lang(found.language), to: found.email, variables: { name: found.firstName, userName: found.userName } });
    }
    await t.audit('accounts', `Password of ${found.userName} set through a ${token.kind} link, sessions ended: ${revoked.length} (${token.userId})`);
    return { userId: token.userId, userName: found.userName, ended: revoked, kind: token.kind };
  });
  for (const hash of ended) await deps.sessions.tokenEnded(hash);
  if (kind !== 'reset') await deps.sessions.userChanged(userId);
  return { userName };
}

/**
 * Sign-up with a customer number and one of its invoice numbers; answered the same whatever
 * matches. Its email goes through the outbox, kept in the email log when there is no mail server.
 */
export async function requestSignUp(ctx: PublicContext, jobs: JobQueue, req: SignUpRequest): Promise<void> {
  await ctx.transaction((t) => jobs.enqueueJob(t.db, 'signup', req));
}

/** The sign-up job: a pending account and its verification link when the numbers match (with its audit row). */
export async function runSignUpJob(ctx: PublicContext, deps: AuthDeps, req: SignUpRequest): Promise<void> {
  const partner = await repo.findPartnerWithInvoice(ctx.db, req.customerNo, req.invoiceNo);
  if (!partner) return;
  const language = lang(req.language);
  const existing = await repo.findUsersByEmail(ctx.db, req.email);
  await ctx.transaction(async (t) => {
    const tx = t.db;
    const pending = existing.find((u) => !u.active && !u.passwordHash && !u.emailVerifiedAt);
    if (existing.length && !pending) {
      await enqueueEmail(tx, { templateKey: 'signup_existing_account', language, to: req.email, variables: { name: existing[0]!.firstName } });
      return;
    }
    const userId =
      pending?.id ??
      (await repo.insertUser(tx, {
        userName: (await repo.userNameTaken(tx, req.email)) ? `${req.email}.${Date.now()}` : req.email,
        email: req.email,
        companyId: partner.companyId,
        treeNodeKind: 'business_partner',
        treeNodeId: partner.businessPartnerId,
        roles: ['Customer'],
        permissions: partner.defaultPermissions,
        language,
        active: false,
      }));
    const link = await issueLink(deps, tx, userId, 'signup');
    await enqueueEmail(tx, {
      templateKey: 'signup_verify',
      language,
      to: req.email,
      variables: { name: '', userName: req.email, expiresMinutes: String(LINK_MINUTES.signup) },
      secrets: { link },
    });
    await t.audit('accounts', `Sign-up ${pending ? 'link sent again' : 'account created'} for business partner ${partner.businessPartnerId} (${userId})`);
  });
}

/** Changes the caller's password; every other session of theirs ends. */
export async function changePassword(ctx: ServiceContext, deps: AuthDeps, input: { currentPassword: string; newPassword: string }) {
  const { principal } = ctx;
  const user = await repo.findUserById(ctx.db, principal.userId);
  if (!user) throw notFound('User');
  await confirmCurrentPassword(deps, user, input.currentPassword);
  await assertPasswordAcceptable(deps, input.newPassword, [user.userName, user.email, user.firstName, user.lastName, user.companyName]);
  const passwordHash = await hashPassword(input.newPassword);
  const ended = await ctx.transaction(async (t) => {
    const tx = t.db;
    await repo.setPassword(tx, user.id, passwordHash, false);
    await forgetTrustedDevices(tx, user.id);
    await repo.useAllTokens(tx, user.id);
    const revoked = await repo.revokeSessions(tx, user.id, 'password_changed', principal.sessionId);
    await recordLoginAttempt(tx, { userId: user.id, userName: user.userName, ...ctx.client, result: 'PasswordChanged', stage: 'account' });
    await enqueueEmail(tx, { templateKey: 'password_changed', language: lang(user.language), to: user.email, variables: { name: user.firstName, userName: user.userName } });
    await t.audit('accounts', `Password of ${user.userName} changed, other sessions ended: ${revoked.length} (${user.id})`);
    return revoked;
  });
  for (const hash of ended) await deps.sessions.tokenEnded(hash);
  return { changed: true as const, otherSessionsEnded: ended.length };
}

/** The caller's live sessions, newest activity first. */
export async function listSessions({ db, principal }: ServiceContext) {
  const rows = await repo.findLiveSessions(db, principal.userId);
  return rows.map((s) => ({ ...s, createdAt: s.createdAt.toISOString(), lastSeenAt: s.lastSeenAt.toISOString(), current: s.id === principal.sessionId }));
}

/** The address a user asked to change to and has not confirmed yet (null when none). */
export const pendingEmailOf = (db: Db, userId: string) => repo.pendingEmailOf(db, userId);

/**
 * Starts changing a user's address, in the caller's transaction: nothing changes until the link
 * sent to the new address is followed (confirmEmail); the old address is told. A newer request
 * replaces an older one.
 */
export async function requestEmailChange(deps: AuthDeps, t: { db: Db; audit: (context: string, message: string) => Promise<void> }, user: LinkRecipient, newEmail: string): Promise<void> {
  const link = await issueLink(deps, t.db, user.id, 'email_change', newEmail);
  const language = lang(user.language);
  await enqueueEmail(t.db, {
    templateKey: 'email_change_verify',
    language,
    to: newEmail,
    variables: { name: user.firstName, userName: user.userName, expiresMinutes: String(LINK_MINUTES.email_change) },
    secrets: { link },
  });
  if (user.email) {
    await enqueueEmail(t.db, { templateKey: 'email_change_notice', language, to: user.email, variables: { name: user.firstName, userName: user.userName, newEmail } });
  }
  await t.audit('accounts', `Email change of ${user.userName} to ${newEmail} requested, confirmation link sent there (${user.id})`);
}

/** Follows an address change's link: the user's address is the new one, confirmed. */
export async function confirmEmail(ctx: PublicContext, deps: AuthDeps, token: string): Promise<{ userName: string; email: string }> {
  const tokenHash = hashToken(token);
  const done = await ctx.transaction(async (t) => {
    const found = await repo.findLiveToken(t.db, tokenHash, true);
    if (!found || found.token.kind !== 'email_change' || !found.token.newEmail) throw badRequest('TOKEN_INVALID');
    const { token: link } = found;
    const email = link.newEmail!;
    // Taken since the link was sent: the link is spent, the address stays as it was.
    if (await repo.findUserByEmail(t.db, email).then((holder) => holder && holder.id !== link.userId)) {
      await repo.useToken(t.db, link.id);
      return { taken: true as const };
    }
    await repo.useToken(t.db, link.id);
    await repo.setConfirmedEmail(t.db, link.userId, email);
    await t.audit('accounts', `Email of ${found.userName} changed from ${found.email || '(none)'} to ${email}, confirmed by its link (${link.userId})`);
    return { userId: link.userId, userName: found.userName, email };
  });
  if ('taken' in done) throw badRequest('TOKEN_INVALID');
  await deps.sessions.userChanged(done.userId);
  return { userName: done.userName, email: done.email };
}

/** The caller's trusted browsers, most recently seen first. */
export async function listDevices({ db, principal }: ServiceContext) {
  const rows = await trustedDevicesOf(db, principal.userId);
  return rows.map((d) => ({ id: d.id, userAgent: d.userAgent, ip: d.ip, timeZone: d.timeZone, createdAt: d.createdAt.toISOString(), lastSeenAt: d.lastSeenAt.toISOString() }));
}

/** Forgets one of the caller's trusted browsers: it is a stranger to the account again. */
export async function removeDevice(ctx: ServiceContext, id: string) {
  const { principal } = ctx;
  await ctx.transaction(async (t) => {
    if (!(await forgetTrustedDevice(t.db, principal.userId, id))) throw notFound('Device');
    await recordLoginAttempt(t.db, { userId: principal.userId, userName: principal.userName, ...ctx.client, result: 'SessionEnded', reason: 'device_removed', stage: 'device' });
    await t.audit('accounts', `Trusted browser ${id} of ${principal.userName} removed (${principal.userId})`);
  });
  return { removed: true as const };
}

/** Ends one of the caller's own sessions. */
export async function endOwnSession(ctx: ServiceContext, deps: AuthDeps, sessionId: string) {
  const { principal } = ctx;
  const tokenHash = await ctx.transaction(async (t) => {
    const ended = await repo.revokeSessionOf(t.db, principal.userId, sessionId, 'ended_by_user');
    if (!ended) throw notFound('Session');
    await recordLoginAttempt(t.db, { userId: principal.userId, userName: principal.userName, ...ctx.client, result: 'SessionEnded', reason: 'by_user', stage: 'session' });
    await t.audit('accounts', `Session ${sessionId} of ${principal.userName} ended (${principal.userId})`);
    return ended;
  });
  await deps.sessions.tokenEnded(tokenHash);
  return { ended: 1 };
}
