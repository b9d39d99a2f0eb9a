import type { Icon } from '@tabler/icons-react';
import type { UserVM } from '@customer-hub/contract/account';
import { isStaff } from '@customer-hub/contract/constants/roles';
import { mayOpen, mayOpenScreen, screenPath, screens, sidebarEntries, type AccessUser, type Screen, type ScreenPath, type SidebarEntry, type SidebarLabel } from '@/app/screens';

export interface SidebarItem {
  /** The item's own name (React key, `nav-<id>` test id): its screen's path, or for the external ticket site its label. */
  id: string;
  route: ScreenPath;
  /** Where the item leads (its own page, or for the Dashboard item the first customer-area tab open to the user). */
  to: string;
  /** Key under `sidebar.` in the dictionaries. */
  label: SidebarLabel;
  icon: Icon;
  /** The ticket item opens the external ticket site instead of a page. */
  external?: boolean;
}

export interface SidebarSections {
  customer: SidebarItem[];
  /** Null when the user is not staff: the group is not rendered at all. */
  backOffice: SidebarItem[] | null;
}

export type SidebarUser = Pick<UserVM, 'roles' | 'checkedSidebarVis'> & Partial<Pick<UserVM, 'permissions'>>;

/** The customer-area tabs a user may open, in order. */
export function customerAreaPages(user: AccessUser | undefined): Screen<ScreenPath>[] {
  if (!user) return [];
  return screens.filter((screen) => screen.tab && mayOpenScreen(user, screen));
}

/**
 * The item of a screen's sidebar entry for this user, or null when it would refuse them. The
 * Dashboard item leads to the first customer-area tab the user may open.
 */
function itemFor(screen: Screen<ScreenPath>, entry: SidebarEntry, user: SidebarUser): SidebarItem | null {
  if (entry.sidebarKey && !user.checkedSidebarVis.includes(entry.sidebarKey)) return null;
  if (entry.customerOnly && isStaff(user.roles)) return null;
  const target = entry.opensCustomerArea ? customerAreaPages(user)[0] : mayOpen(user, screen.access) ? screen : undefined;
  if (!target) return null;
  return {
    id: entry.external ? entry.label : screen.path,
    route: screen.path,
    to: screenPath(target.path),
    label: entry.label,
    icon: entry.icon,
    external: entry.external,
  };
}

const NOBODY: SidebarUser = { roles: [], checkedSidebarVis: [] };

function itemsOf(group: 'top' | 'customer' | 'backOffice', user: SidebarUser): SidebarItem[] {
  return screens.flatMap((screen) =>
    sidebarEntries(screen).flatMap((entry) => (entry.group === group ? (itemFor(screen, entry, user) ?? []) : [])),
  );
}

/** The items above the groups (Home), shown to everyone, also while the user is still loading. */
export function topItems(user: SidebarUser | undefined): SidebarItem[] {
  return itemsOf('top', user ?? NOBODY);
}

/**
 * What the sidebar shows: the items whose screen the user may open (customer items also by their
 * checkedSidebarVis key), the BackOffice group only to Admin or Backoffice.
 */
export function sidebarSections(user: SidebarUser | undefined): SidebarSections {
  if (!user) return { customer: [], backOffice: null };
  return { customer: itemsOf('customer', user), backOffice: isStaff(user.roles) ? itemsOf('backOffice', user) : null };
}
