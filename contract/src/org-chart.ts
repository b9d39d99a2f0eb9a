import { z } from 'zod';
import { CONTRACT_STATUSES } from './contracts.ts';
export * from './constants/org-chart.ts';

/** A contract hanging from a node of the chart (at its site, else at its business partner). */
export const OrgChartContract = z.object({ id: z.string(), contractNo: z.string(), title: z.string(), status: z.enum(CONTRACT_STATUSES) });
export type OrgChartContract = z.infer<typeof OrgChartContract>;

// Every node has the same fields so the chart draws them alike; `own` marks the contact's own
// tree node. Companies and buildings hold no contracts in the model (their lists are empty).
const nodeFields = {
  id: z.string(),
  name: z.string(),
  /** Company code, customer no, site code or building code. */
  code: z.string(),
  own: z.boolean(),
  contracts: z.array(OrgChartContract),
};

export const OrgChartBuilding = z.object({ ...nodeFields, kind: z.literal('building') });
export const OrgChartSite = z.object({ ...nodeFields, kind: z.literal('site'), city: z.string(), buildings: z.array(OrgChartBuilding) });
export const OrgChartBusinessPartner = z.object({ ...nodeFields, kind: z.literal('business_partner'), sites: z.array(OrgChartSite) });

/** GET /api/org-chart: staff name the company; a contact gets their own, limited to their scope. */
export const GetOrgChartRequest = z.object({ companyId: z.uuid().optional() });
export type GetOrgChartRequest = z.infer<typeof GetOrgChartRequest>;

export const GetOrgChartResponse = z.object({ ...nodeFields, kind: z.literal('company'), businessPartners: z.array(OrgChartBusinessPartner) });
export type GetOrgChartResponse = z.infer<typeof GetOrgChartResponse>;
