import type { Db } from '@/db/client.ts';
import type { Principal } from '@/plugins/policy.ts';
import type { NotificationKind, NotificationParams } from '@customer-hub/contract/notifications';

/**
 * Who is told about an event: these users, or every active staff user. A list may also hold
 * 'staff' beside user ids (the order's creator and staff): each person is told once.
 */
export type Recipients = readonly string[] | 'staff';

export interface NotificationEvent {
  kind: NotificationKind;
  /** The id of what it is about (an access request, …). */
  refId: string;
  /** The values its text is built from, in the reader's language, when it is read. */
  params?: NotificationParams;
  /**
   * Paths of the app that let their holder in (a survey's link with its token): the email's
   * variables by name, the public address before each, redacted in the email log and never
   * stored in the bell's row.
   */
  secretLinks?: Record<string, string>;
}

/** The values a change replaced and the ones it wrote, when the service has them at hand. */
export interface AuditChange {
  before?: unknown;
  after?: unknown;
}

/** One audit row: a state change, who made it and from where. */
export interface AuditRecord {
  /** The module, e.g. orders. */
  context: string;
  /** What changed, naming the record (never a secret). */
  message: string;
  /** Before and after (secrets are replaced by "set" when written). */
  change?: AuditChange;
  userId?: string | null;
  userName: string | null;
  ip: string | null;
  path: string | null;
  requestId: string | null;
}

/** Runs `fn` once the transaction in progress commits (at once when none is); dropped on rollback. */
export type AfterCommit = (fn: () => unknown) => void;

/** What a notification learns from the context it is sent in. */
export interface NotifyContext {
  /** Whoever caused the event: never told of their own action. */
  actorId: string | null;
  afterCommit: AfterCommit;
}

/** How audit rows and notifications are written; the app wires the logs and notifications modules in. */
export interface ContextWriters {
  audit(db: Db, record: AuditRecord): Promise<void>;
  notify(db: Db, recipients: Recipients, event: NotificationEvent, context: NotifyContext): Promise<void>;
}

/**
 * What every service function receives: the database (or, inside `transaction`, the
 * transaction), the caller, where the call came from, and the two side effects every state
 * change has — its audit row and its notifications — written through the same handle, so they
 * commit or roll back with the change.
 */
export interface ServiceContext<P extends Principal | null = Principal> {
  readonly db: Db;
  readonly principal: P;
  readonly client: { ip: string | null; userAgent: string | null };
  readonly requestId: string | null;
  readonly path: string | null;
  /**
   * Writes an audit row (the audit log, and the system log at level Information) with this
   * context's handle; `change` adds the values before and after when the service has them.
   */
  audit(context: string, message: string, change?: AuditChange): Promise<void>;
  /** Tells the recipients (never the caller), with this context's handle. */
  notify(recipients: Recipients, event: NotificationEvent): Promise<void>;
  /**
   * Runs `fn` after the outermost transaction of this context commits (at once outside one);
   * nothing runs when it rolls back. For side effects outside the database (a Redis publish).
   */
  afterCommit: AfterCommit;
  /** Runs `fn` in one transaction, with a context whose db, audit and notify use it. */
  transaction<T>(fn: (tx: ServiceContext<P>) => Promise<T>): Promise<T>;
}

export interface ContextBase<P extends Principal | null> {
  db: Db;
  principal: P;
  client?: { ip: string | null; userAgent: string | null };
  requestId?: string | null;
  path?: string | null;
}

/** Runs an after-commit callback; its failure cannot undo the committed change, so it is only swallowed. */
const runNow = (fn: () => unknown) => void Promise.resolve()
  .then(fn)
  .catch(() => undefined);

/**
 * A service context over `base.db`. `pending` is the after-commit queue of the transaction `db`
 * belongs to (none outside a transaction): a nested transaction (a savepoint) hands its queue to
 * its parent only when it succeeds, and the outermost runs it once it has committed.
 */
export function createContext<P extends Principal | null>(base: ContextBase<P>, writers: ContextWriters, pending?: (() => unknown)[]): ServiceContext<P> {
  const client = base.client ?? { ip: null, userAgent: null };
  const requestId = base.requestId ?? null;
  const path = base.path ?? null;
  const afterCommit: AfterCommit = (fn) => (pending ? void pending.push(fn) : runNow(fn));
  return {
    db: base.db,
    principal: base.principal,
    client,
    requestId,
    path,
    audit: (context, message, change) =>
      writers.audit(base.db, {
        context,
        message,
        ...(change && { change }),
        // While a staff user views the portal as a contact, the person acting is the staff user.
        userId: base.principal?.viewAs?.staffUserId ?? base.principal?.userId ?? null,
        userName: base.principal?.viewAs?.staffUserName ?? base.principal?.userName ?? null,
        ip: client.ip,
        path,
        requestId,
      }),
    notify: (recipients, event) => writers.notify(base.db, recipients, event, { actorId: base.principal?.userId ?? null, afterCommit }),
    afterCommit,
    transaction: async (fn) => {
      const queue: (() => unknown)[] = [];
      const result = await base.db.transaction((tx) => fn(createContext({ ...base, db: tx }, writers, queue)));
      if (pending) pending.push(...queue);
      else queue.forEach(runNow);
      return result;
    },
  };
}
