import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DashboardRoute } from '@customer-hub/contract/routes';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/lib/use-page-title';

/** Every dashboard page not built yet: its translated title and an honest "coming soon". */
export function ComingSoonPage({ route }: { route: DashboardRoute }) {
  const { t } = useTranslation();
  const title = t(`routes.${route}`);
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder radius="md" p="xl" maw={640}>
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
            <IconHourglassHigh size={30} />
          </ThemeIcon>
          <Title order={2} size="h4">
            {t('common.comingSoon')}
          </Title>
          <Text c="dimmed">{t('common.comingSoonText')}</Text>
        </Stack>
      </Paper>
    </>
  );
}
