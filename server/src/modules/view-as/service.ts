import { forbidden, conflict, notFound } from '@/lib/errors.ts';
import { mapPage } from '@/db/paged-query.ts';
import type { ServiceContext } from '@/service-context.ts';
import { hashToken, newToken } from '@/lib/tokens.ts';
import type { TokenResponse } from '@customer-hub/contract/auth';
import { isStaff } from '@customer-hub/contract/roles';
import { VIEW_AS_MAX_MINUTES, type FindViewAsHistoryRequest, type FindViewAsHistoryResponse } from '@customer-hub/contract/view-as';
import * as repo from './repository.ts';

/**
 * The app's live sessions (`app.sessions`, the auth module's) as far as this module needs them: the
 * auth module's sign-out calls endViewAs(), so this module does not import it back.
 */
export interface SessionEnder {
  tokenEnded(tokenHash: string): Promise<void>;
}

/*
 * View as customer: a staff user opens a session as a customer contact to see exactly what the
 * contact sees. The session is the contact's (the usual lookup builds its principal, so roles,
 * permissions and scope are theirs) plus the view-as marker, which makes the auth plugin refuse
 * every write. It lasts VIEW_AS_MAX_MINUTES at most, never past the staff session that opened it.
 */

const MINUTE_MS = 60_000;

const displayName = (u: { firstName: string; lastName: string; userName: string }) => `${u.firstName} ${u.lastName}`.trim() || u.userName;

/** Opens a read-only session as an active customer contact (staff); answers its token like the sign-in does. */
export async function startViewAs(ctx: ServiceContext, input: { contactId: string; reason: string }): Promise<TokenResponse> {
  const { principal: staff } = ctx;
  const target = await repo.findViewable(ctx.db, input.contactId);
  if (!target) throw notFound('Contact');
  if (isStaff(target.roles) || !target.roles.includes('Customer')) throw forbidden('FORBIDDEN', 'Only a customer contact can be viewed as');
  if (!target.active) throw conflict('The contact is not active');

  const now = Date.now();
  const expiresAt = new Date(Math.min(now + VIEW_AS_MAX_MINUTES * MINUTE_MS, staff.expiresAt.getTime()));
  const token = newToken();
  await ctx.transaction(async (t) => {
    await repo.insertViewAsSession(t.db, {
      userId: target.id,
      tokenHash: hashToken(token),
      ip: ctx.client.ip,
      userAgent: ctx.client.userAgent?.slice(0, 512) ?? null,
      expiresAt,
      viewAsStaffUserId: staff.userId,
      viewAsReason: input.reason,
    });
    await t.audit('view-as', `${staff.userName} started viewing as ${displayName(target)} (${target.userName}, ${target.id}); reason: ${input.reason}`);
  });
  // Whole minutes, rounded down, so the client never believes in a token the server has ended.
  return { access_token: token, token_type: 'bearer', expires_in: Math.max(1, Math.floor((expiresAt.getTime() - now) / MINUTE_MS)) };
}

/** Ends the caller's view-as session at once, on every instance; 404 for an ordinary session. */
export async function endViewAs(ctx: ServiceContext, sessions: SessionEnder, token: string): Promise<void> {
  const { principal: contact } = ctx;
  const viewAs = contact.viewAs;
  if (!viewAs) throw notFound('View-as session');
  await ctx.transaction(async (t) => {
    if (!(await repo.revokeViewAsSession(t.db, contact.sessionId))) return;
    // The context writes the row as the staff user's (service-context.ts).
    await t.audit('view-as', `${viewAs.staffUserName} stopped viewing as ${displayName(contact)} (${contact.userName}, ${contact.userId})`);
  });
  await sessions.tokenEnded(hashToken(token));
}

/**
 * The view-as trail, newest first: staff read every session, a main contact those of their own
 * company's contacts, nobody else (403).
 */
export async function findHistory({ db, principal: p }: ServiceContext, q: FindViewAsHistoryRequest): Promise<FindViewAsHistoryResponse> {
  const staff = isStaff(p.roles);
  if (!staff && !(p.mainContact && p.companyId)) throw forbidden();
  const page = await repo.findHistoryPage(db, q, staff ? undefined : (p.companyId ?? undefined));
  return mapPage(page, (r) => ({
    ...r,
    startedAt: r.startedAt.toISOString(),
    endedAt: r.endedAt ? new Date(r.endedAt).toISOString() : null,
    reason: r.reason ?? '',
  }));
}
