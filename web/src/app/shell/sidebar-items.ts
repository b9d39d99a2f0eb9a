import {
  IconAddressBook,
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
import type { SidebarKey } from '@customer-hub/contract/permissions';
import { isStaff } from '@customer-hub/contract/roles';
import type { DashboardRoute } from '@customer-hub/contract/routes';

type SidebarLabel =
  | 'home'
  | 'dashboard'
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
  route: DashboardRoute;
  /** Key under `sidebar.` in the dictionaries. */
  label: SidebarLabel;
  icon: Icon;
  /** Customer items: the checkedSidebarVis key that shows the item. */
  sidebarKey?: SidebarKey;
  /** The ticket item opens the external ticket site instead of a page. */
  external?: boolean;
}

export const HOME_ITEM: SidebarItem = { route: 'Home', label: 'home', icon: IconHome };

/** Spec §2 customer area, in its order. */
export const CUSTOMER_ITEMS: readonly SidebarItem[] = [
  { route: 'CurrentAccount', label: 'dashboard', icon: IconLayoutDashboard, sidebarKey: 'DashboardTab' },
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

/** What the sidebar shows: customer items by checkedSidebarVis, BackOffice only to Admin or Backoffice. */
export function sidebarSections(user: Pick<UserVM, 'roles' | 'checkedSidebarVis'> | undefined): SidebarSections {
  if (!user) return { customer: [], backOffice: null };
  const granted = new Set<string>(user.checkedSidebarVis);
  return {
    customer: CUSTOMER_ITEMS.filter((item) => item.sidebarKey && granted.has(item.sidebarKey)),
    backOffice: isStaff(user.roles) ? [...BACKOFFICE_ITEMS] : null,
  };
}

export function routePath(route: DashboardRoute): string {
  return `/dashboard/${route}`;
}
