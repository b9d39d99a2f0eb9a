import { Box, Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserVM } from '@customer-hub/contract/account';
import { screenPath, screens } from '@/app/screens';
import { customerAreaPages } from '@/app/shell/sidebar-items';
import classes from '@/app/shell/customer-area-tabs.module.css';

const CUSTOMER_AREA_PATHS = new Set(
  screens.filter((screen) => screen.tab).map((screen) => screenPath(screen.path).toLowerCase()),
);

/** Whether a path is one of the customer-area pages (the tabs show above them). */
export function isCustomerAreaPath(pathname: string): boolean {
  return CUSTOMER_AREA_PATHS.has(pathname.replace(/\/+$/, '').toLowerCase());
}

/**
 * The customer area's pages (current account, orders, trips, contracts, map, teams, …) as a row
 * of tabs above each of them: the sidebar's Dashboard item opens the first, these reach the rest.
 */
export function CustomerAreaTabs({ user }: { user: Pick<UserVM, 'roles' | 'permissions'> | undefined }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const pages = customerAreaPages(user);
  if (!isCustomerAreaPath(pathname) || pages.length < 2) return null;
  const current = pathname.replace(/\/+$/, '').toLowerCase();
  return (
    <Box className={classes.scroller} mb="md">
      <Group component="nav" aria-label={t('customerArea.sections')} gap={4} wrap="nowrap" data-testid="customer-area-tabs">
        {pages.map((page) => {
          const to = screenPath(page.path);
          const active = to.toLowerCase() === current;
          return (
            <Button
              key={page.path}
              component={Link}
              to={to}
              size="compact-sm"
              variant={active ? 'light' : 'subtle'}
              color={active ? undefined : 'gray'}
              c={active ? undefined : 'dark'}
              aria-current={active ? 'page' : undefined}
              data-testid={`tab-${page.path}`}
              style={{ flexShrink: 0 }}
            >
              {t(`routes.${page.path}`)}
            </Button>
          );
        })}
      </Group>
    </Box>
  );
}
