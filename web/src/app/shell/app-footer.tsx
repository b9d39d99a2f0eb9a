import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APP_VERSION, BUILD_DATE, builtOn } from '@/lib/build-info';

/** "Customer Hub · Version 0.1.0 · Built on <date in the user's language>". */
export function AppFooter() {
  const { t, i18n } = useTranslation();
  return (
    <Text component="footer" size="xs" c="dimmed" ta="center" py="md" mt="xl" data-testid="footer">
      {t('app.title')}
      {' · '}
      {t('footer.version', { version: APP_VERSION })}
      {' · '}
      <time dateTime={BUILD_DATE}>{t('footer.built', { date: builtOn(i18n.language) })}</time>
    </Text>
  );
}
