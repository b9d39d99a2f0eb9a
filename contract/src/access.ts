// Who may call an endpoint, written beside it (`access` of each endpoint in endpoints/): the
// server's access-control test (server/test/access-control.test.ts) signs in as each of these
// callers and expects exactly the listed ones through, every other one refused (401 signed out,
// 403 or 404 signed in). It says the same as the route's policy, in callers rather than rules, so
// a policy changed by mistake fails that test.

/**
 * The callers of the access-control test: signed out; a contact of company A with Dashboard only;
 * company A's main contact with every permission; a contact of company B with Dashboard and
 * Trips; a Backoffice user; an Admin.
 */
export type Caller = 'anonymous' | 'customerFew' | 'customerAll' | 'otherCompany' | 'backoffice' | 'admin';

export const EVERYONE: Caller[] = ['anonymous', 'customerFew', 'customerAll', 'otherCompany', 'backoffice', 'admin'];
export const SIGNED_IN: Caller[] = ['customerFew', 'customerAll', 'otherCompany', 'backoffice', 'admin'];
export const STAFF: Caller[] = ['backoffice', 'admin'];

/** An id that exists nowhere: an allowed caller then hears 404, not 401/403. */
export const ZERO_ID = '00000000-0000-4000-8000-000000000000';

export interface Access {
  /** The callers let through; every other one is refused. */
  readonly allowed: readonly Caller[];
  /** A body or query the check sends, so an allowed caller gets past validation. */
  readonly request?: { readonly payload?: object; readonly query?: Readonly<Record<string, string>> };
  /** A stream that never ends: its answer is read as it starts, then dropped. */
  readonly stream?: true;
}
