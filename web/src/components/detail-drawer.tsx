import type { ReactNode } from 'react';
import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InlineLoader } from '@/components/inline-loader';
import { QueryErrorState } from '@/components/query-error-state';
import { usePhone } from '@/lib/breakpoints';

interface DetailDrawerProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The detail query: a loader until it answers, its error state if it fails. */
  loading: boolean;
  error: unknown;
  children: ReactNode;
  testId?: string;
}

/** The detail of a list row, beside the list on wide screens and full screen on phones. */
export function DetailDrawer({ opened, onClose, title, loading, error, children, testId }: DetailDrawerProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={title}
      position="right"
      size={phone ? '100%' : 'xl'}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <div data-testid={testId}>{loading ? <InlineLoader py="xl" /> : error ? <QueryErrorState error={error} /> : children}</div>
    </Drawer>
  );
}
