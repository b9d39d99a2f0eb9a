import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a lazily loaded part of the app arrives. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="50vh" role="status">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Center>
  );
}
