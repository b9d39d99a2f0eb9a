import { lazy, Suspense } from 'react';
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserVM } from '@customer-hub/contract/account';
import { LanguageSelect } from '@/components/language-select';
import { screenPath } from '@/app/screens';
import { UserMenu } from '@/app/shell/user-menu';
import { errorCode, errorMessage } from '@/lib/error-message';
import { failure, notify } from '@/lib/notify';

// Both show only once the server's setting says so, which arrives after the first paint anyway:
// their code (the bell's popover, live stream and access-request dialog) loads after it too.
const GlobalSearchButton = lazy(async () => ({ default: (await import('@/features/global-search/components/global-search-button')).GlobalSearchButton }));
/** Where the global search's groups lead. */
const GLOBAL_SEARCH_ROUTES = {
  currentAccounts: screenPath('CurrentAccount'),
  searchDocuments: screenPath('SearchDocuments'),
  trips: screenPath('Trips'),
  orders: screenPath('Orders'),
  shipments: screenPath('Transports'),
};
const NotificationBell = lazy(async () => ({ default: (await import('@/features/notifications/components/notification-bell')).NotificationBell }));

interface TopBarProps {
  navOpened: boolean;
  onToggleNav: () => void;
  /** Id of the sidebar or drawer the toggle controls, when it is in the page. */
  navId: string | undefined;
  user: UserVM | undefined;
  /** The first paint is done: the widgets it does without may render. */
  painted: boolean;
}

/** Top bar (spec §2, height 60): menu toggle, product title, global search, notifications, language flags, user menu. */
export function TopBar({ navOpened, onToggleNav, navId, user, painted }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <ActionIcon
          variant="subtle"
          color="gray"
          c="dark"
          size="lg"
          onClick={onToggleNav}
          aria-label={t('shell.toggleMenu')}
          aria-expanded={navOpened}
          aria-controls={navId}
          data-testid="menu-toggle"
        >
          <IconMenu2 size={22} aria-hidden="true" />
        </ActionIcon>
        {/* On a phone the title takes two lines rather than an ellipsis; the full text stays in `title`. */}
        <Text
          component={Link}
          to="/dashboard/Home"
          fw={700}
          fz={{ base: 'md', sm: 'lg' }}
          lh={1.15}
          c="blue.8"
          lineClamp={2}
          td="none"
          title={t('app.title')}
          data-testid="app-title"
        >
          {t('app.title')}
        </Text>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {painted && (
          <Suspense fallback={null}>
            <GlobalSearchButton routes={GLOBAL_SEARCH_ROUTES} />
            <NotificationBell />
          </Suspense>
        )}
        <LanguageSelect
          onSaveError={(error) =>
            notify(failure({ message: errorCode(error) === 'VIEW_AS_READ_ONLY' ? errorMessage(error, t) : t('language.saveFailed') }))
          }
        />
        <UserMenu user={user} />
      </Group>
    </Group>
  );
}
