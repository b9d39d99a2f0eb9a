import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '@/lib/errors.ts';
import type { ErrorCode, Problem } from '@customer-hub/contract/errors';

const TITLES: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'The request is not valid',
  UNAUTHORIZED: 'Authentication required',
  TOKEN_EXPIRED: 'The session has expired',
  FORBIDDEN: 'Not allowed',
  NOT_FOUND: 'Not found',
  CONFLICT: 'Conflict',
  RETENTION_RUNNING: 'Retention run going on',
  RATE_LIMITED: 'Too many requests',
  PAYLOAD_TOO_LARGE: 'The request is too large',
  INTERNAL_ERROR: 'An error has occurred.',
  SERVICE_UNAVAILABLE: 'The service is unavailable',
  TOKEN_INVALID: 'The link is not valid or has expired',
  PASSWORD_POLICY: 'The password does not meet the policy',
  CURRENT_PASSWORD_WRONG: 'The current password is not right',
  TWO_FACTOR_INVALID: 'The code is not right',
  TWO_FACTOR_EXPIRED: 'The sign-in attempt has expired; sign in again',
  EMAIL_UNAVAILABLE: 'Email cannot be sent at the moment',
  ORDER_TRANSITION_NOT_ALLOWED: 'The order cannot change to that status now',
  ORDER_CUTOFF_PASSED: 'The order can no longer be cancelled',
  TICKET_TRANSITION_NOT_ALLOWED: 'The ticket cannot make this change in its status',
  CONTRACT_ALREADY_APPROVED: 'The contract is already approved',
  SEARCH_TOO_SHORT: 'Search text too short',
  GLOBAL_SEARCH_OFF: 'Global search is turned off',
  FILE_REFERENCE_INVALID: 'File reference not valid',
  FILE_REFERENCE_EXPIRED: 'File reference expired',
  FILE_TYPE_NOT_ALLOWED: 'File type not allowed',
  FILE_TOO_LARGE: 'File too large',
  POLICY_ACCEPTANCE_REQUIRED: 'Privacy policy acceptance required',
  POLICY_NOT_EDITABLE: 'Privacy policy version not editable',
  VIEW_AS_READ_ONLY: 'Viewing as a contact is read-only',
  CROSS_SITE_REQUEST: 'Not from the app’s own pages',
  REPORTS_NOT_CONFIGURED: 'The reporting tool is not configured',
  REPORTS_UNAVAILABLE: 'The reporting tool cannot be reached',
  RECENT_SIGN_IN_REQUIRED: 'Confirm your password to continue',
  PASSKEY_REQUIRED: 'Register a passkey first',
  PASSKEY_FAILED: 'Failed',
  SSO_REQUIRED: 'This company signs in with its identity provider: use single sign-on',
  DATA_EXPORT_TOO_SOON: 'An archive of your data was asked for less than a day ago',
  API_KEY_INVALID: 'This API key is not valid: unknown, revoked or expired',
  API_KEY_ADDRESS_REFUSED: 'This API key is not accepted from this address',
  API_KEY_SCOPE: 'This API key may not call this route',
};

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** Seconds a client is told to wait (Retry-After) when a backing service is out. */
export const RETRY_AFTER_SECONDS = 5;

// Node socket errors, and PostgreSQL's connection classes: 08 (connection exception), 57P01-03
// (the server is shutting down or starting), 53300 (too many connections).
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03', '53300']);
// node-postgres and ioredis say so only in the message.
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|Reached the max retries per request limit|Stream isn't writeable|Command timed out|Cannot use a pool after calling end|Client was closed and is not queryable/i;

/**
 * Whether an error means the database or Redis cannot be reached (rather than a bug): the cause
 * chain is followed, as Drizzle wraps the driver's error.
 */
export function isServiceUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (UNAVAILABLE_MESSAGES.test(e.message)) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isServiceUnavailable(inner))) return true;
  }
  return false;
}

/** Sends an `application/problem+json` answer with a stable code. */
export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  extra: Pick<Problem, 'detail' | 'errors' | 'reason' | 'attemptsLeft' | 'suggestion' | 'nextAllowedAt'> = {},
) {
  const body: Problem = { type: 'about:blank', title: TITLES[code], status, code, requestId: String(request.id), ...extra };
  return reply.code(status).type('application/problem+json; charset=utf-8').serializer(JSON.stringify).send(body);
}

/** What the error handler knows of an unexpected error. */
export interface UnexpectedError {
  ip: string;
  path: string;
  context: string;
  error: Error;
}

export interface ErrorsOptions {
  /** Keeps an unexpected error's details for staff (the system log); a failure there is passed to `onFailure`. */
  record(entry: UnexpectedError, onFailure: (err: unknown) => void): Promise<void>;
}

/**
 * One error handler for the whole app. Client errors say what was wrong; a 5xx says only
 * "An error has occurred." and the details go to the system log.
 */
export default fp(
  async (app, opts: ErrorsOptions) => {
    app.setErrorHandler(async (error: Error, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.map((v) => ({
          path: [error.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].join('.'),
          message: v.message ?? 'invalid',
        }));
        return sendProblem(request, reply, 400, 'VALIDATION_FAILED', { errors });
      }
      if (error instanceof AppError) return sendProblem(request, reply, error.status, error.code, error.extra);

      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return sendProblem(request, reply, status, CODE_BY_STATUS[status] ?? 'VALIDATION_FAILED', { detail: error.message });
      }

      // The database or Redis is out: a 503 the client may retry, not a bug for the system log
      // (which lives in that same database).
      if (isServiceUnavailable(error)) {
        request.log.warn({ err: error }, 'a backing service is unavailable');
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return sendProblem(request, reply, 503, 'SERVICE_UNAVAILABLE');
      }

      request.log.error({ err: error }, 'unexpected error');
      await opts.record(
        { ip: request.ip, path: request.url, context: `${request.method} ${request.routeOptions.url ?? request.url}`, error },
        (failure) => request.log.error({ err: failure }, 'could not write the system log'),
      );
      return sendProblem(request, reply, 500, 'INTERNAL_ERROR');
    });
  },
  { name: 'errors' },
);
