import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '@/lib/errors.ts';
import { BiTimeoutError, BiUnreachableError } from './http.ts';

export type Connector = 'qlik' | 'powerBi';

/** A BI tool answered with a failure (or an answer that is not what its API documents). */
export class ConnectorError extends Error {
  constructor(
    readonly connector: Connector,
    /** What went wrong, safe to log: a status and the tool's error code, never its body, a token or a ticket. */
    readonly reason: string,
  ) {
    super(`${connector}: ${reason}`);
    this.name = 'ConnectorError';
  }
}

/** 409 REPORTS_NOT_CONFIGURED: the reporting tool is not chosen, or a value it needs is missing. */
export const notConfigured = () => new AppError(409, 'REPORTS_NOT_CONFIGURED', 'The reporting tool is not configured');

/**
 * A connector's failure as the caller hears it: 504 when the tool did not answer in time, else 502,
 * both REPORTS_UNAVAILABLE and never with the tool's answer. The log keeps the safe reason.
 */
export function unavailable(err: unknown, connector: Connector, log: FastifyBaseLogger): Error {
  if (err instanceof AppError) return err;
  if (err instanceof BiTimeoutError) {
    log.warn({ connector }, 'BI tool did not answer in time');
    return new AppError(504, 'REPORTS_UNAVAILABLE', 'The reporting tool did not answer in time');
  }
  if (err instanceof ConnectorError || err instanceof BiUnreachableError) {
    log.warn({ connector, reason: err.reason }, 'BI tool failed');
    return new AppError(502, 'REPORTS_UNAVAILABLE', 'The reporting tool cannot be reached');
  }
  return err instanceof Error ? err : new Error(String(err));
}
