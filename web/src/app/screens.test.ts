import { describe, expect, it } from 'vitest';
import { DASHBOARD_ROUTES } from '@customer-hub/contract/routes';
import type { Permission, SidebarKey } from '@customer-hub/contract/permissions';
import { sidebarKeysFor, PERMISSIONS } from '@customer-hub/contract/permissions';
import { mayOpen, mayOpenScreen, screenPath, screens, type AccessUser } from '@/app/screens';
import { customerAreaPages, sidebarSections, topItems } from '@/app/shell/sidebar-items';
import enUS from '@customer-hub/contract/i18n/en-US.json';

const contact = (permissions: Permission[]) => ({
  roles: ['Customer' as const],
  permissions,
  checkedSidebarVis: sidebarKeysFor(permissions) as SidebarKey[],
});

/** Users as the server describes them: staff hold every permission and key. */
const USERS = {
  Admin: { roles: ['Admin' as const], permissions: [...PERMISSIONS], checkedSidebarVis: sidebarKeysFor([...PERMISSIONS]) },
  Backoffice: { roles: ['Backoffice' as const], permissions: [...PERMISSIONS], checkedSidebarVis: sidebarKeysFor([...PERMISSIONS]) },
  'contact with everything': contact([...PERMISSIONS]),
  'contact with nothing': contact([]),
  'contact with Dashboard only': contact(['Dashboard']),
  'contact with documents and orders': contact(['SearchDocuments', 'Orders']),
};

describe('screen registry', () => {
  it('has a screen for every dashboard route of the spec, each path once, each with a title', () => {
    const paths = screens.map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of DASHBOARD_ROUTES) expect(paths).toContain(route);
    for (const path of paths) expect(Object.keys(enUS.routes)).toContain(path);
  });

  it.each(Object.entries(USERS))('shows %s no sidebar item or tab that refuses them', (_, user: AccessUser & { checkedSidebarVis: SidebarKey[] }) => {
    const { customer, backOffice } = sidebarSections(user);
    const items = [...topItems(user), ...customer, ...(backOffice ?? [])].filter((item) => !item.external);
    for (const item of items) {
      const target = screens.find((screen) => screenPath(screen.path) === item.to);
      expect(target && mayOpenScreen(user, target), item.to).toBe(true);
    }
    for (const tab of customerAreaPages(user)) expect(mayOpenScreen(user, tab)).toBe(true);
  });

  it('keeps the back office to staff and the system log and settings to Admin, as the server does', () => {
    const opens = (user: AccessUser) => screens.filter((screen) => mayOpen(user, screen.access)).map((screen) => screen.path);
    expect(opens(USERS.Admin)).toEqual(screens.map((screen) => screen.path));
    expect(opens(USERS.Backoffice)).not.toContain('Logs');
    expect(opens(USERS.Backoffice)).not.toContain('Settings');
    expect(opens(USERS['contact with everything'])).toEqual(
      screens.filter((screen) => typeof screen.access === 'object' || screen.access === 'authenticated').map((screen) => screen.path),
    );
    expect(opens(USERS['contact with nothing'])).toEqual(['Home', 'Knowledge', 'SearchDocuments', 'Utilizadores']);
  });

  it('puts each detail page under its own screen, with one parameter', () => {
    const details = screens.flatMap((screen) => (screen.detail ? [[screen.path, screen.detail.path] as const] : []));
    expect(details).toContainEqual(['MyTickets', 'MyTickets/:id']);
    for (const [path, detail] of details) expect(detail).toMatch(new RegExp(`^${path}/:[A-Za-z]+$`));
  });
});
