import { z } from 'zod';
import { IdParams, listRequest, pageOf, partnerRecord, searchFilter, SITE_FIELDS } from './paging.ts';
import { CONTRACT_STATUSES, CONTRACT_SORTS } from './constants/contracts.ts';
export * from './constants/contracts.ts';

export const ContractIdParams = IdParams;

/** GET /api/contracts */
export const FindContractsRequest = listRequest({
  sorts: CONTRACT_SORTS,
  sort: 'startDate',
  /** `search`: contract no or title contains it (case-insensitive). */
  filters: { status: z.enum(CONTRACT_STATUSES).optional(), businessPartnerId: z.uuid().optional(), siteId: z.uuid().optional(), search: searchFilter() },
});
export type FindContractsRequest = z.infer<typeof FindContractsRequest>;

export const ContractSummary = partnerRecord({
  contractNo: z.string(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  status: z.enum(CONTRACT_STATUSES),
  /** ISO 4217 code of the unit prices (of the lines). */
  currency: z.string(),
  approvedAt: z.string().nullable(),
  approvedByName: z.string().nullable(),
});
export type ContractSummary = z.infer<typeof ContractSummary>;
export const FindContractsResponse = pageOf(ContractSummary);
export type FindContractsResponse = z.infer<typeof FindContractsResponse>;

export const ContractLine = z.object({
  id: z.string(),
  lineNo: z.number().int(),
  service: z.string(),
  frequency: z.string(),
  quantity: z.number(),
  unitOfMeasure: z.string(),
  /** Only with the PricesColumn permission; the key is absent otherwise. */
  unitPrice: z.number().optional(),
  ...SITE_FIELDS,
});
export type ContractLine = z.infer<typeof ContractLine>;

/**
 * GET /api/contracts/:id and POST /api/contracts/:id/approve. `lines` only with the
 * ContractLines permission (the key is absent otherwise).
 */
export const GetContractResponse = ContractSummary.extend({ lines: z.array(ContractLine).optional() });
export type GetContractResponse = z.infer<typeof GetContractResponse>;
