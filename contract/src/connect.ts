import { z } from 'zod';
import { ApiKeyScopeSchema } from './api-keys.ts';

/**
 * "Connect your systems" (/Connect): what the installation tells a company's IT about calling it
 * with an API key and receiving its webhooks, worked out from its routes and settings, so the page
 * says what the server does.
 */
export const ConnectOperation = z.object({
  scope: ApiKeyScopeSchema,
  method: z.string(),
  /** OpenAPI path syntax: `/api/orders/{id}`. */
  path: z.string(),
  operationId: z.string(),
  summary: z.string(),
});
export type ConnectOperation = z.infer<typeof ConnectOperation>;

export const ConnectInfo = z.object({
  /** Where the API is: the installation's public address. */
  baseUrl: z.string(),
  /** The API document's `info.version`. */
  apiVersion: z.string(),
  /** The OpenAPI document's address, under baseUrl. */
  openApiPath: z.string(),
  /** Requests a minute one API key may make. */
  rateLimitPerMinute: z.number().int(),
  /** Each operation an API key may call, by the scope that opens it. */
  operations: z.array(ConnectOperation),
  webhooks: z.object({
    /** A delivery not answered in this time is a failure. */
    timeoutSeconds: z.number().int(),
    /** After a failure, the waits before the next attempts (the last one repeats). */
    retrySeconds: z.array(z.number().int()),
    /** No attempt after this long from the event. */
    retryWindowHours: z.number().int(),
  }),
});
export type ConnectInfo = z.infer<typeof ConnectInfo>;
