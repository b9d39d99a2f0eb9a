export const ORG_CHART_NODE_KINDS = ['company', 'business_partner', 'site', 'building'] as const;
export type OrgChartNodeKind = (typeof ORG_CHART_NODE_KINDS)[number];
