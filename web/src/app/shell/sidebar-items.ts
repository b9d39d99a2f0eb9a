import {
  IconAddressBook,
  IconClipboardList,
  IconBuilding,
  IconBuildingSkyscraper,
  IconFileSearch,
  IconHome,
  IconLayoutDashboard,
  IconLayoutGrid,
  IconListDetails,
  IconLogin2,
  IconMail,
  IconReportAnalytics,
  IconSettings,
  IconSitemap,
  IconTicket,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { UserVM } from '@customer-hub/contract/account';
import type { Permission, SidebarKey } from '@customer-hub/contract/permissions';
import { isStaff } from '@customer-hub/contract/roles';
import type { AppRoute } from '@/app/app-routes';

type SidebarLabel =
  | 'home'
  | 'dashboard'
  | 'orders'
  | 'reports'
  | 'contractOrganization'
  | 'searchDocuments'
  | 'myTickets'
  | 'users'
  | 'contacts'
  | 'companies'
  | 'buildings'
  | 'logs'
  | 'emailLogs'
  | 'loginLogs'
  | 'contentManagement'
  | 'settings';

export interface SidebarItem {
  route: AppRoute;
  /** Key under `sidebar.` in the dictionaries. */
  label: SidebarLabel;
  icon: Icon;
  /** Customer items: the checkedSidebarVis key that shows the item. */
  sidebarKey?: SidebarKey;
  /** Customer items the spec gives no sidebar key: the contact permission that shows them (staff always). */
  permission?: Permission;
  /** The ticket item opens the external ticket site instead of a page. */
  external?: boolean;
}

export const HOME_ITEM: SidebarItem = { route: 'Home', label: 'home', icon: IconHome };

/** Spec §2 customer area, in its order. */
export const CUSTOMER_ITEMS: readonly SidebarItem[] = [
  { route: 'CurrentAccount', label: 'dashboard', icon: IconLayoutDashboard, sidebarKey: 'DashboardTab' },
  { route: 'Orders', label: 'orders', icon: IconClipboardList, permission: 'Orders' },
  { route: 'Reports', label: 'reports', icon: IconReportAnalytics, sidebarKey: 'ReportsTab' },
  { route: 'ContractOrganization', label: 'contractOrganization', icon: IconSitemap, sidebarKey: 'ContractOrganizationTab' },
  { route: 'SearchDocuments', label: 'searchDocuments', icon: IconFileSearch, sidebarKey: 'SearchDocsTab' },
  { route: 'MyTickets', label: 'myTickets', icon: IconTicket, sidebarKey: 'TicketTab', external: true },
];

/** Spec §2 restricted "BackOffice" group. */
export const BACKOFFICE_ITEMS: readonly SidebarItem[] = [
  { route: 'Users', label: 'users', icon: IconUsers },
  { route: 'Utilizadores', label: 'contacts', icon: IconAddressBook },
  { route: 'Companies', label: 'companies', icon: IconBuildingSkyscraper },
  { route: 'Buildings', label: 'buildings', icon: IconBuilding },
  { route: 'Logs', label: 'logs', icon: IconListDetails },
  { route: 'EmailLogs', label: 'emailLogs', icon: IconMail },
  { route: 'LoginLogs', label: 'loginLogs', icon: IconLogin2 },
  { route: 'ContentManagement', label: 'contentManagement', icon: IconLayoutGrid },
  { route: 'Settings', label: 'settings', icon: IconSettings },
];

export interface SidebarSections {
  customer: SidebarItem[];
  /** Null when the user is not staff: the group is not rendered at all. */
  backOffice: SidebarItem[] | null;
}

export type SidebarUser = Pick<UserVM, 'roles' | 'checkedSidebarVis'> & Partial<Pick<UserVM, 'permissions'>>;

/** Whether a user holds a contact permission; staff hold them all (the server's policy table says the same). */
export function hasPermission(user: Pick<UserVM, 'roles'> & Partial<Pick<UserVM, 'permissions'>>, permission: Permission): boolean {
  return isStaff(user.roles) || (user.permissions ?? []).includes(permission);
}

/**
 * What the sidebar shows: customer items by checkedSidebarVis (Orders by its permission),
 * BackOffice only to Admin or Backoffice.
 */
export function sidebarSections(user: SidebarUser | undefined): SidebarSections {
  if (!user) return { customer: [], backOffice: null };
  const granted = new Set<string>(user.checkedSidebarVis);
  const shows = (item: SidebarItem) =>
    item.sidebarKey ? granted.has(item.sidebarKey) : item.permission ? hasPermission(user, item.permission) : false;
  return {
    customer: CUSTOMER_ITEMS.filter(shows),
    backOffice: isStaff(user.roles) ? [...BACKOFFICE_ITEMS] : null,
  };
}

export interface CustomerAreaPage {
  route: AppRoute;
  /** The contact permission the server asks for. */
  permission: Permission;
}

/**
 * The customer-area pages reached from the Dashboard item, shown as tabs above each of them.
 * The permission of each is the one its API's policy names (server/src/modules/<domain>/routes.ts).
 */
export const CUSTOMER_AREA_PAGES: readonly CustomerAreaPage[] = [
  { route: 'CurrentAccount', permission: 'CurrentAccounts' },
  { route: 'Orders', permission: 'Orders' },
  { route: 'Trips', permission: 'Trips' },
  { route: 'Transports', permission: 'Trips' },
  { route: 'Contracts', permission: 'ContractOrganization' },
  { route: 'ContractsGeo', permission: 'ContractOrganization' },
  { route: 'Teams', permission: 'Dashboard' },
  { route: 'Stocks', permission: 'Dashboard' },
];

/** The customer-area tabs a user may open. */
export function customerAreaPages(user: (Pick<UserVM, 'roles'> & Partial<Pick<UserVM, 'permissions'>>) | undefined): CustomerAreaPage[] {
  if (!user) return [];
  return CUSTOMER_AREA_PAGES.filter((page) => hasPermission(user, page.permission));
}

export function routePath(route: AppRoute): string {
  return `/dashboard/${route}`;
}
