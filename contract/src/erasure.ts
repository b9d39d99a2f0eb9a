import { z } from 'zod';
import { ERASURE_ERASED_CATEGORIES, ERASURE_KEPT_CATEGORIES, ERASURE_SORTS, ERASURE_SOURCES, ERASURE_STATUSES, ERASURE_TEXT_MAX } from './constants/erasure.ts';
import { IdParams, listRequest, pageOf, searchFilter } from './paging.ts';
export * from './constants/erasure.ts';

const optionalText = () => z.string().trim().max(ERASURE_TEXT_MAX).optional();

/** POST /api/account/erasure-request: the person asks for their own data to be erased. */
export const OpenMyErasureRequest = z.strictObject({ reason: optionalText() });
export type OpenMyErasureRequest = z.infer<typeof OpenMyErasureRequest>;

/** POST /api/erasure-requests: staff open one for a user. */
export const OpenErasureRequest = z.strictObject({ userId: z.uuid(), reason: optionalText() });
export type OpenErasureRequest = z.infer<typeof OpenErasureRequest>;

/** What the person sees of their request in My account (no staff names). */
export const MyErasureRequest = z.object({
  id: z.string(),
  status: z.enum(ERASURE_STATUSES),
  source: z.enum(ERASURE_SOURCES),
  reason: z.string(),
  createdAt: z.string(),
  dueAt: z.string(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string(),
});
export type MyErasureRequest = z.infer<typeof MyErasureRequest>;
/** GET /api/account/erasure-request: the open request, else the latest decided one, else null. */
export const MyErasureRequestResponse = z.object({ request: MyErasureRequest.nullable() });
export type MyErasureRequestResponse = z.infer<typeof MyErasureRequestResponse>;

export const FindErasureRequestsRequest = listRequest({
  sorts: ERASURE_SORTS,
  sort: 'due',
  direction: 'asc',
  filters: {
    status: z.enum(ERASURE_STATUSES).optional(),
    search: searchFilter().describe('Part of the user name, name or email'),
  },
});
export type FindErasureRequestsRequest = z.infer<typeof FindErasureRequestsRequest>;

export const ErasureRequestSummary = z.object({
  id: z.string(),
  userId: z.string(),
  /** The person as they are now (already pseudonymised once completed). */
  userName: z.string(),
  name: z.string(),
  companyName: z.string().nullable(),
  source: z.enum(ERASURE_SOURCES),
  status: z.enum(ERASURE_STATUSES),
  reason: z.string(),
  createdAt: z.string(),
  dueAt: z.string(),
  /** Open past its due instant. */
  overdue: z.boolean(),
  openedByName: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string(),
});
export type ErasureRequestSummary = z.infer<typeof ErasureRequestSummary>;
export const FindErasureRequestsResponse = pageOf(ErasureRequestSummary);
export type FindErasureRequestsResponse = z.infer<typeof FindErasureRequestsResponse>;

const counts = <K extends readonly [string, ...string[]]>(keys: K) =>
  // A category added later reads 0 in an outcome stored before it.
  z.object(Object.fromEntries(keys.map((k) => [k, z.number().int().default(0)])) as Record<K[number], z.ZodDefault<z.ZodNumber>>);
export const ErasureErasedCounts = counts(ERASURE_ERASED_CATEGORIES);
export type ErasureErasedCounts = z.infer<typeof ErasureErasedCounts>;
export const ErasureKeptCounts = counts(ERASURE_KEPT_CATEGORIES);
export type ErasureKeptCounts = z.infer<typeof ErasureKeptCounts>;
/** What an approval erases and what it keeps (pseudonymised), counted. */
export const ErasureOutcome = z.object({ erased: ErasureErasedCounts, kept: ErasureKeptCounts });
export type ErasureOutcome = z.infer<typeof ErasureOutcome>;

export const ErasureRequestParams = IdParams;
/** One request: while open, what approving it would do now; once completed, what it did. */
export const ErasureRequestDetail = ErasureRequestSummary.extend({
  email: z.string(),
  outcome: ErasureOutcome,
  /** Whether this caller may decide it now (open, and not their own). */
  decidable: z.boolean(),
});
export type ErasureRequestDetail = z.infer<typeof ErasureRequestDetail>;

export const ApproveErasureRequest = z.strictObject({ note: optionalText() });
export type ApproveErasureRequest = z.infer<typeof ApproveErasureRequest>;
export const RejectErasureRequest = z.strictObject({ note: z.string().trim().min(1).max(ERASURE_TEXT_MAX) });
export type RejectErasureRequest = z.infer<typeof RejectErasureRequest>;
