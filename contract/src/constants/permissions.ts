/** Per-contact switches (DESIGN.md §3), one stable key each. */
export const SIDEBAR_PERMISSIONS = [
  'Dashboard',
  'Reports',
  'CurrentAccounts',
  'Trips',
  'SearchDocuments',
  'Requests',
  'Notifications',
  'ContractOrganization',
] as const;

export const DATA_TAB_PERMISSIONS = [
  'ContractLines',
  'Folders',
  'IncidenceReports',
  'Orders',
  'ServiceReports',
  'OtherLegalDocuments',
  'PricesColumn',
] as const;

export const ORDER_PERMISSIONS = ['CreateOrder', 'CancelOrder'] as const;

export const PERMISSIONS = [...SIDEBAR_PERMISSIONS, ...DATA_TAB_PERMISSIONS, ...ORDER_PERMISSIONS] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The spec's sidebar keys, sent to the client as `checkedSidebarVis`. */
export const SIDEBAR_KEYS = [
  'DashboardTab',
  'ReportsTab',
  'ContractOrganizationTab',
  'SearchDocsTab',
  'TicketTab',
] as const;
export type SidebarKey = (typeof SIDEBAR_KEYS)[number];

/** Which contact permission turns on which sidebar key. */
export const SIDEBAR_KEY_BY_PERMISSION: Readonly<Partial<Record<Permission, SidebarKey>>> = {
  Dashboard: 'DashboardTab',
  Reports: 'ReportsTab',
  ContractOrganization: 'ContractOrganizationTab',
  SearchDocuments: 'SearchDocsTab',
  Requests: 'TicketTab',
};

/** The sidebar keys a set of permissions grants, in the spec's order. */
export function sidebarKeysFor(permissions: readonly Permission[]): SidebarKey[] {
  const granted = new Set(permissions.map((p) => SIDEBAR_KEY_BY_PERMISSION[p]).filter(Boolean));
  return SIDEBAR_KEYS.filter((k) => granted.has(k));
}
