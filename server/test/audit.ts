import { and, eq, like } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { systemLogs } from '@/db/schema/logs.ts';
import { createContext } from '@/service-context.ts';
import { hashToken } from '@/lib/tokens.ts';
import { findSessionPrincipal } from '@/modules/auth/repository.ts';
import { pendingPolicyExists } from '@/modules/privacy-policy/service.ts';
import { notify } from '@/modules/notifications/service.ts';
import { buildTestApp, sessionFor, type TestApp } from './helpers.ts';
import { buildStaff } from './factories.ts';

/** The audit rows a module wrote whose message names `ref` (an id). */
export function auditRowsOf(db: Db, context: string, ref: string) {
  return db
    .select()
    .from(systemLogs)
    .where(and(eq(systemLogs.context, context), like(systemLogs.shortMessage, `%${ref}%`)));
}

/** The service context of a signed-in session whose audit writer always fails ('audit log unavailable'). */
export async function failingAuditContext(db: Db, session: { authorization: string }) {
  const found = await findSessionPrincipal(db, hashToken(session.authorization.slice('Bearer '.length)), pendingPolicyExists);
  if (!found) throw new Error('no such session');
  const failing = async () => {
    throw new Error('audit log unavailable');
  };
  return createContext({ db, principal: found.principal }, { audit: failing, notify });
}

/** A user signed in: `headers` carries the bearer token of a session of theirs. */
export interface SignedIn {
  id: string;
  userName: string;
  headers: { authorization: string };
}

/** The user, with a new session of theirs. */
export async function withSession<U extends { id: string }>(db: Db, user: U | Promise<U>): Promise<U & { headers: { authorization: string } }> {
  const found = await user;
  return { ...found, headers: await sessionFor(db, found.id) };
}

/** A test app with a staff member of `role` signed in. */
export async function buildAppWithStaff(role: 'Admin' | 'Backoffice'): Promise<{ t: TestApp; staff: SignedIn }> {
  const t = await buildTestApp();
  return { t, staff: await withSession(t.database.db, buildStaff(t.database.db, role)) };
}
