import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A loader for one part of a page, announced to screen readers. */
export function InlineLoader({ py = 'md', testId }: { py?: 'md' | 'xl'; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Center py={py} role="status" data-testid={testId}>
      <Loader size="sm" aria-hidden="true" />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Center>
  );
}
