import { createElement, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import {
  IconAddressBook,
  IconBook2,
  IconBuilding,
  IconBuildingSkyscraper,
  IconClipboardList,
  IconEraser,
  IconFileSearch,
  IconHistory,
  IconHome,
  IconInbox,
  IconLayoutDashboard,
  IconLayoutGrid,
  IconLifebuoy,
  IconListDetails,
  IconLogin2,
  IconMail,
  IconMailForward,
  IconRefresh,
  IconReportAnalytics,
  IconSettings,
  IconSitemap,
  IconTicket,
  IconUserPlus,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { UserVM } from '@customer-hub/contract/account';
// Home's call is the one a signed-in visit starts with: its few lines ride in the main chunk so the
// call leaves with the frame's own, not after a chunk has loaded.
import { prefetchHome } from '@/features/home-content/api';
import type { ScreenAddress } from '@/lib/queries';
import { SIDEBAR_KEY_BY_PERMISSION, type Permission, type SidebarKey } from '@customer-hub/contract/constants/permissions';
import { isStaff } from '@customer-hub/contract/constants/roles';
import type enUS from '@customer-hub/contract/i18n/en-US.json';

/**
 * Who may open a screen. It is the policy of the server routes the screen calls
 * (server/src/plugins/policy.ts): `staff` is Admin or Backoffice, `{ permission }` is staff or a
 * contact holding it. The router's page gate and the sidebar both read it.
 */
export type Access = 'authenticated' | 'staff' | 'admin' | { permission: Permission };

/** A key under `sidebar.` in the dictionaries. */
export type SidebarLabel = keyof typeof enUS.sidebar;

export interface SidebarEntry {
  /** `top` is above the groups; `backOffice` is only ever shown to staff. */
  group: 'top' | 'customer' | 'backOffice';
  label: SidebarLabel;
  icon: Icon;
  /** The spec's checkedSidebarVis key the item also needs (spec §2: customer items are shown by key). */
  sidebarKey?: SidebarKey;
  /** Opens the external ticket site instead of the page. */
  external?: true;
  /** Not shown to staff, who reach the same data from a back-office item (the service request queue). */
  customerOnly?: true;
  /** The customer area's entry: leads to the first customer-area tab the user may open. */
  opensCustomerArea?: true;
}

export interface Screen<Path extends string = string> {
  /** The path under /dashboard/ (matched case-insensitively); its title is `routes.<path>`. */
  path: Path;
  /** The page, loaded on demand; a screen without one says "coming soon". */
  page?: () => Promise<ComponentType>;
  /**
   * Starts the page's first call while its code loads (the router calls it as the route's
   * loader and does not wait for it); the page's own query picks up the call in flight.
   */
  prefetch?: (queryClient: QueryClient, address: ScreenAddress) => Promise<void>;
  access: Access;
  /** Its sidebar item, if it has one (or items: the page and the external site it sits beside). */
  sidebar?: SidebarEntry | readonly SidebarEntry[];
  /** One of the customer-area tabs shown above each of them. */
  tab?: true;
  /**
   * The /dashboard landing itself: its address is /dashboard (`path` names it: its title, its test
   * ids). Users it refuses land on Home instead, as everyone did before it existed.
   */
  landing?: true;
  /** Refused to staff by its server routes (a customer's own figures): no tab, no landing for them. */
  customerOnly?: true;
  /**
   * The page of one item of this screen (`MyTickets/:id`), under the screen's path with one
   * parameter; the router gates it like the screen itself and titles a refusal with its title.
   */
  detail?: ScreenDetail<Path>;
  /**
   * Its words are all in the dictionary's first part (i18n/first-sections.ts): its page waits for
   * no other. Any other screen loads the whole dictionary with its code.
   */
  firstWords?: true;
}

export interface ScreenDetail<Path extends string = string> {
  path: `${Path}/:${string}`;
  page: () => Promise<ComponentType>;
  /** Starts the detail page's first call (its path parameter in `address.params`), as Screen.prefetch. */
  prefetch?: (queryClient: QueryClient, address: ScreenAddress) => Promise<void>;
}

/**
 * Every dashboard screen, once. Adding a screen is adding an entry here (and its `routes.<path>`
 * and `sidebar.<label>` texts): the router, its page gate, the sidebar and the customer-area tabs
 * all read this list. Sidebar items and tabs appear in the order of this list.
 */
export const SCREENS = [
  {
    path: 'Home',
    page: async () => (await import('@/features/home-content/pages/home-page')).HomePage,
    prefetch: prefetchHome,
    access: 'authenticated',
    sidebar: { group: 'top', label: 'home', icon: IconHome },
    firstWords: true,
  },
  {
    // The knowledge base, for every signed-in user (articles for their company); staff write it in Content management.
    path: 'Knowledge',
    page: async () => (await import('@/features/knowledge/pages/knowledge-page')).KnowledgePage,
    access: 'authenticated',
    sidebar: { group: 'top', label: 'knowledge', icon: IconBook2 },
    detail: { path: 'Knowledge/:id', page: async () => (await import('@/features/knowledge/pages/article-page')).ArticlePage },
  },
  // The customer area (spec §2), its tabs first: the Dashboard (the /dashboard landing), then its lists.
  {
    path: 'Dashboard',
    page: async () => (await import('@/features/dashboard/pages/dashboard-page')).DashboardPage,
    // First calls of the lists and pages below load with their code, not with the first page's.
    prefetch: async (queryClient, address) => (await import('@/features/dashboard/api')).prefetchDashboard(queryClient, address),
    access: { permission: 'Dashboard' },
    sidebar: { group: 'customer', label: 'dashboard', icon: IconLayoutDashboard, sidebarKey: 'DashboardTab', opensCustomerArea: true },
    tab: true,
    landing: true,
  },
  {
    path: 'CurrentAccount',
    page: async () => (await import('@/features/current-account/pages/current-account-page')).CurrentAccountPage,
    prefetch: async (queryClient, address) => (await import('@/features/current-account/api')).prefetchCurrentAccount(queryClient, address),
    access: { permission: 'CurrentAccounts' },
    tab: true,
  },
  {
    path: 'Orders',
    page: async () => (await import('@/features/orders/pages/orders-page')).OrdersPage,
    access: { permission: 'Orders' },
    sidebar: { group: 'customer', label: 'orders', icon: IconClipboardList },
    tab: true,
  },
  { path: 'Trips', page: async () => (await import('@/features/trips/pages/trips-page')).TripsPage, access: { permission: 'Trips' }, tab: true },
  {
    path: 'Transports',
    page: async () => (await import('@/features/transports/pages/transports-page')).TransportsPage,
    access: { permission: 'Trips' },
    tab: true,
  },
  {
    path: 'Contracts',
    page: async () => (await import('@/features/contracts/pages/contracts-page')).ContractsPage,
    access: { permission: 'ContractOrganization' },
    tab: true,
  },
  {
    path: 'ContractsGeo',
    page: async () => (await import('@/features/sites-map/pages/sites-map-page')).SitesMapPage,
    access: { permission: 'ContractOrganization' },
    tab: true,
  },
  { path: 'Teams', page: async () => (await import('@/features/teams/pages/teams-page')).TeamsPage, access: { permission: 'Dashboard' }, tab: true },
  { path: 'Stocks', page: async () => (await import('@/features/stocks/pages/stocks-page')).StocksPage, access: { permission: 'Dashboard' }, tab: true },
  {
    path: 'Reports',
    page: async () => (await import('@/features/reports/pages/reports-page')).ReportsPage,
    access: { permission: 'Reports' },
    detail: { path: 'Reports/:id', page: async () => (await import('@/features/reports/pages/report-page')).ReportPage },
    sidebar: { group: 'customer', label: 'reports', icon: IconReportAnalytics, sidebarKey: 'ReportsTab' },
  },
  {
    path: 'ContractOrganization',
    page: async () => (await import('@/features/org-chart/pages/org-chart-page')).OrgChartPage,
    access: { permission: 'ContractOrganization' },
    sidebar: { group: 'customer', label: 'contractOrganization', icon: IconSitemap, sidebarKey: 'ContractOrganizationTab' },
  },
  {
    // Every signed-in user reaches the sections their permissions open (Invoices with CurrentAccounts).
    path: 'SearchDocuments',
    page: async () => (await import('@/features/documents/pages/search-documents-page')).SearchDocumentsPage,
    access: 'authenticated',
    sidebar: { group: 'customer', label: 'searchDocuments', icon: IconFileSearch, sidebarKey: 'SearchDocsTab' },
  },
  {
    // The built-in service requests, and beside them the spec's external ticket site (TicketTab).
    path: 'MyTickets',
    page: async () => (await import('@/features/tickets/pages/my-tickets-page')).MyTicketsPage,
    prefetch: async (queryClient, address) => (await import('@/features/tickets/api')).prefetchMyTickets(queryClient, address),
    access: { permission: 'Requests' },
    sidebar: [
      { group: 'customer', label: 'serviceRequests', icon: IconTicket, customerOnly: true },
      { group: 'customer', label: 'ticketSite', icon: IconLifebuoy, sidebarKey: 'TicketTab', external: true },
    ],
    // One ticket, for customers and staff alike (the staff queue's rows open it too).
    detail: {
      path: 'MyTickets/:id',
      page: async () => (await import('@/features/tickets/pages/ticket-page')).TicketPage,
      prefetch: async (queryClient, address) => (await import('@/features/tickets/api')).prefetchTicket(queryClient, address),
    },
  },
  // The back office (spec §2), for staff only.
  {
    path: 'Users',
    page: async () => (await import('@/features/account/pages/users-page')).UsersPage,
    access: 'staff',
    sidebar: { group: 'backOffice', label: 'users', icon: IconUsers },
  },
  {
    // My account for everyone (the user menu's settings link); staff and main contacts also manage contacts here.
    path: 'Utilizadores',
    page: async () => (await import('@/features/account/pages/contacts-page')).ContactsPage,
    access: 'authenticated',
    sidebar: { group: 'backOffice', label: 'contacts', icon: IconAddressBook },
  },
  {
    path: 'AccessRequests',
    page: async () => (await import('@/features/access-request/pages/access-requests-page')).AccessRequestsPage,
    access: 'staff',
    sidebar: { group: 'backOffice', label: 'accessRequests', icon: IconUserPlus },
  },
  {
    path: 'Companies',
    page: async () => (await import('@/features/org/pages/companies-page')).CompaniesPage,
    access: 'staff',
    sidebar: { group: 'backOffice', label: 'companies', icon: IconBuildingSkyscraper },
    // A company with its business partners, sites and default sign-up permissions.
    detail: { path: 'Companies/:id', page: async () => (await import('@/features/org/pages/company-page')).CompanyPage },
  },
  {
    path: 'Buildings',
    page: async () => (await import('@/features/org/pages/buildings-page')).BuildingsPage,
    access: 'staff',
    sidebar: { group: 'backOffice', label: 'buildings', icon: IconBuilding },
  },
  {
    path: 'ServiceRequests',
    page: async () => (await import('@/features/tickets/pages/service-requests-page')).ServiceRequestsPage,
    access: 'staff',
    sidebar: { group: 'backOffice', label: 'serviceRequests', icon: IconTicket },
  },
  {
    path: 'Logs',
    page: async () => (await import('@/features/logs/pages/system-logs-page')).SystemLogsPage,
    access: 'admin',
    sidebar: { group: 'backOffice', label: 'logs', icon: IconListDetails },
  },
  {
    path: 'EmailLogs',
    page: async () => (await import('@/features/logs/pages/email-logs-page')).EmailLogsPage,
    access: 'staff',
    sidebar: { group: 'backOffice', label: 'emailLogs', icon: IconMail },
  },
  {
    path: 'EmailOutbox',
    page: async () => (await import('@/features/logs/pages/email-outbox-page')).EmailOutboxPage,
    access: 'staff',
    sidebar: { group: 'backOffice', label: 'emailOutbox', icon: IconMailForward },
  },
  {
    path: 'MailIn',
    page: async () => (await import('@/features/mail-in/pages/mail-in-page')).MailInPage,
    access: 'staff',
    sidebar: { group: 'backOffice', label: 'mailIn', icon: IconInbox },
  },
  {
    path: 'ErasureRequests',
    page: async () => (await import('@/features/erasure/pages/erasure-requests-page')).ErasureRequestsPage,
    access: 'staff',
    sidebar: { group: 'backOffice', label: 'erasureRequests', icon: IconEraser },
  },
  {
    path: 'RecordOfProcessing',
    page: async () => (await import('@/features/settings/pages/record-of-processing-page')).RecordOfProcessingPage,
    access: 'admin',
  },
  {
    path: 'LoginLogs',
    page: async () => (await import('@/features/logs/pages/login-logs-page')).LoginLogsPage,
    access: 'staff',
    sidebar: { group: 'backOffice', label: 'loginLogs', icon: IconLogin2 },
  },
  {
    path: 'Sync',
    page: async () => (await import('@/features/sync/pages/sync-page')).SyncPage,
    access: 'staff',
    sidebar: { group: 'backOffice', label: 'sync', icon: IconRefresh },
  },
  {
    path: 'AuditLog',
    page: async () => (await import('@/features/logs/pages/audit-log-page')).AuditLogPage,
    access: 'admin',
    sidebar: { group: 'backOffice', label: 'auditLog', icon: IconHistory },
  },
  {
    path: 'ContentManagement',
    // The back office's content tabs come from their own features (app/content-tabs.ts); the page only lays them out.
    page: async () => {
      const [{ ContentManagementPage }, { CONTENT_TABS }] = await Promise.all([
        import('@/features/documents/pages/content-management-page'),
        import('@/app/content-tabs'),
      ]);
      return function ContentManagementWithTabs() {
        return createElement(ContentManagementPage, { tabs: CONTENT_TABS });
      };
    },
    access: 'staff',
    sidebar: { group: 'backOffice', label: 'contentManagement', icon: IconLayoutGrid },
  },
  {
    path: 'Settings',
    page: async () => (await import('@/features/settings/pages/settings-page')).SettingsPage,
    access: 'admin',
    sidebar: { group: 'backOffice', label: 'settings', icon: IconSettings },
  },
  // Reached from elsewhere (the bell, links), not from the sidebar.
  {
    path: 'MyMessages',
    page: async () => (await import('@/features/notifications/pages/my-messages-page')).MyMessagesPage,
    access: { permission: 'Notifications' },
  },
  // The staff's saved replies (from the queue and the ticket page's comment box).
  {
    path: 'SavedReplies',
    page: async () => (await import('@/features/tickets/pages/saved-replies-page')).SavedRepliesPage,
    access: 'staff',
  },
  // The new service request form (from the service request list's "New request").
  {
    path: 'Request',
    page: async () => (await import('@/features/tickets/pages/new-request-page')).NewRequestPage,
    access: { permission: 'Requests' },
  },
] as const satisfies readonly Screen[];

export type ScreenPath = (typeof SCREENS)[number]['path'];

/** The registry as one type, for code that walks it. */
export const screens: readonly Screen<ScreenPath>[] = SCREENS;

export type AccessUser = Pick<UserVM, 'roles'> & Partial<Pick<UserVM, 'permissions' | 'checkedSidebarVis'>>;

/**
 * Whether a user holds a contact permission. Staff hold them all, as the server's policy table
 * says; a sidebar key in checkedSidebarVis counts as the permission it comes from.
 */
export function hasPermission(user: AccessUser, permission: Permission): boolean {
  if (isStaff(user.roles) || (user.permissions ?? []).includes(permission)) return true;
  const key = SIDEBAR_KEY_BY_PERMISSION[permission];
  return key !== undefined && (user.checkedSidebarVis ?? []).includes(key);
}

/** Whether a user may open a screen of this access. */
export function mayOpen(user: AccessUser, access: Access): boolean {
  if (access === 'authenticated') return true;
  if (access === 'staff') return isStaff(user.roles);
  if (access === 'admin') return user.roles.includes('Admin');
  return hasPermission(user, access.permission);
}

/** Whether a user may open a screen: its access, and for a customer-only screen not being staff. */
export function mayOpenScreen(user: AccessUser, screen: Screen<ScreenPath>): boolean {
  return mayOpen(user, screen.access) && !(screen.customerOnly && isStaff(user.roles));
}

const LANDING = SCREENS.find((screen): screen is Extract<(typeof SCREENS)[number], { landing: true }> => 'landing' in screen)?.path;

/** A screen's address: /dashboard/<path>, and /dashboard itself for the landing. */
export function screenPath(path: ScreenPath): string {
  return path === LANDING ? '/dashboard' : `/dashboard/${path}`;
}

/** A screen's sidebar entries as a list (none, one or several). */
export function sidebarEntries(screen: Screen<ScreenPath>): readonly SidebarEntry[] {
  const { sidebar } = screen;
  if (!sidebar) return [];
  return isEntryList(sidebar) ? sidebar : [sidebar];
}

function isEntryList(sidebar: SidebarEntry | readonly SidebarEntry[]): sidebar is readonly SidebarEntry[] {
  return Array.isArray(sidebar);
}
