import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APP_VERSION, BUILD_DATE } from '@/lib/build-info';
import { readerTimeZone } from '@/lib/format';

function formatBuildDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: readerTimeZone() }).format(date);
}

/** "Customer Hub · Version 0.1.0 · Built on <date in the user's language>". */
export function AppFooter() {
  const { t, i18n } = useTranslation();
  return (
    <Text component="footer" size="xs" c="dimmed" ta="center" py="md" mt="xl" data-testid="footer">
      {t('app.title')}
      {' · '}
      {t('footer.version', { version: APP_VERSION })}
      {' · '}
      <time dateTime={BUILD_DATE}>{t('footer.built', { date: formatBuildDate(BUILD_DATE, i18n.language) })}</time>
    </Text>
  );
}
