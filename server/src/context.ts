import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '@/lib/errors.ts';
import { createContext, type ContextWriters, type ServiceContext } from '@/lib/service-context.ts';
import { recordAudit } from '@/modules/logs/audit.ts';
import { notify } from '@/modules/notifications/service.ts';
import type { Principal } from '@/plugins/policy.ts';

const audit: ContextWriters['audit'] = (db, r) => recordAudit(db, { ...r, userName: r.userName ?? (r.requestId ? 'anonymous' : 'system') });

/** Audit rows go to the audit log (and the system log); notifications to the bell, the email outbox and the app's live streams. */
const writersByApp = new WeakMap<FastifyInstance, ContextWriters>();
function writersOf(app: FastifyInstance | undefined): ContextWriters {
  if (!app) return { audit, notify };
  let writers = writersByApp.get(app);
  if (!writers) {
    writers = { audit, notify: (db, recipients, event, context) => notify(db, recipients, event, { ...context, publicUrl: app.config.publicUrl, bus: app.notifications.bus }) };
    writersByApp.set(app, writers);
  }
  return writers;
}

function baseOf(app: FastifyInstance, request: FastifyRequest) {
  const agent = request.headers['user-agent'];
  return {
    db: app.db,
    client: { ip: request.ip, userAgent: typeof agent === 'string' ? agent.slice(0, 512) : null },
    requestId: request.id,
    path: request.url,
  };
}

/** The service context of a signed-in caller's request; 401 when there is none. */
export function contextOf(app: FastifyInstance, request: FastifyRequest): ServiceContext {
  if (!request.principal) throw unauthorized();
  return createContext<Principal>({ ...baseOf(app, request), principal: request.principal }, writersOf(app));
}

/** The service context of a public route (the caller may be anonymous). */
export function publicContextOf(app: FastifyInstance, request: FastifyRequest): ServiceContext<Principal | null> {
  return createContext<Principal | null>({ ...baseOf(app, request), principal: request.principal }, writersOf(app));
}

/**
 * A context outside any request (jobs, seeds, tests): the given principal, no client. Give the app
 * when it may notify, so emails carry the public address and the app's bus carries the news.
 */
export function systemContext<P extends Principal | null>(db: FastifyInstance['db'], principal: P, app?: FastifyInstance): ServiceContext<P> {
  return createContext<P>({ db, principal }, writersOf(app));
}
