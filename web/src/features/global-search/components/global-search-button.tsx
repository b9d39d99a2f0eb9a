import { lazy, Suspense, useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useGlobalSearchActive } from '@/features/global-search/api';
import type { GlobalSearchRoutes } from '@/features/global-search/components/global-search-modal';

// The modal and its MultiSelect load on first use, not with the top bar.
const GlobalSearchModal = lazy(async () => ({
  default: (await import('@/features/global-search/components/global-search-modal')).GlobalSearchModal,
}));

/** Spec §2 top bar: the global-search icon, only when the search-active setting is true. */
export function GlobalSearchButton({ routes }: { routes: GlobalSearchRoutes }) {
  const { t } = useTranslation();
  const active = useGlobalSearchActive();
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  // Hidden while loading and on error: only a true answer shows it.
  if (active.data !== true) return null;
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="gray"
        c="dark"
        size="lg"
        onClick={() => {
          setLoaded(true);
          setOpened(true);
        }}
        aria-label={t('globalSearch.open')}
        aria-haspopup="dialog"
        data-testid="global-search-open"
      >
        <IconSearch size={20} aria-hidden="true" />
      </ActionIcon>
      {loaded && (
        <Suspense fallback={null}>
          <GlobalSearchModal opened={opened} onClose={() => setOpened(false)} routes={routes} />
        </Suspense>
      )}
    </>
  );
}
