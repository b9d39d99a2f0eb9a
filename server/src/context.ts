import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '@/lib/errors.ts';
import type { Principal } from '@/plugins/policy.ts';
import { createContext, type ContextWriters, type ServiceContext } from '@/service-context.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * How a service context writes its side effects (audit rows, notifications): app.ts wires the
     * logs and notifications modules in, so nothing below the modules imports them.
     */
    sideEffects: ContextWriters;
  }
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
  return createContext<Principal>({ ...baseOf(app, request), principal: request.principal }, app.sideEffects);
}

/** The service context of a public route (the caller may be anonymous). */
export function publicContextOf(app: FastifyInstance, request: FastifyRequest): ServiceContext<Principal | null> {
  return createContext<Principal | null>({ ...baseOf(app, request), principal: request.principal }, app.sideEffects);
}

/**
 * A context outside any request (jobs, tests): the given principal, no client, the app's side
 * effects (emails carry its public address, its bus carries the news).
 */
export function systemContext<P extends Principal | null>(db: FastifyInstance['db'], principal: P, app: FastifyInstance): ServiceContext<P> {
  return createContext<P>({ db, principal }, app.sideEffects);
}
