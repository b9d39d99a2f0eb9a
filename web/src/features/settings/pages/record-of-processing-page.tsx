import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PROCESSING_COLUMNS, RETENTION_POLICIES } from '@customer-hub/contract/constants/retention';
import type { RecordOfProcessing } from '@customer-hub/contract/retention';
import { DetailList } from '@/components/detail-list';
import { ExportButton } from '@/components/export-button';
import { PageHeader } from '@/components/page-header';
import { QueryErrorState } from '@/components/query-error-state';
import { RoleGate } from '@/components/role-gate';
import { useRecordOfProcessing } from '@/features/settings/api';
import { currentLanguage } from '@/i18n/i18n';
import { downloadFile } from '@/lib/download';
import { formatDateTime } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';

type Category = RecordOfProcessing['categories'][number];
type CategoryKey = 'accounts';

/** How long a category is kept: each kind's days and what then happens (the server's CSV says the same), or its fixed rule. */
export function retentionText(t: TFunction, retention: Category['retention']): string {
  if ('rule' in retention) return t(`recordOfProcessing.rules.${retention.rule as 'byLaw'}`);
  return retention.kinds
    .map(({ kind, days }) => {
      const name = t(`settings.retention.kinds.${kind}`);
      if (days === null) return t('recordOfProcessing.period.forever', { kind: name });
      return t('recordOfProcessing.period.days', { kind: name, count: days, action: t(`recordOfProcessing.period.actions.${RETENTION_POLICIES[kind].action}`) });
    })
    .join('; ');
}

function CategoryCard({ category }: { category: Category }) {
  const { t } = useTranslation();
  const k = `recordOfProcessing.categories.${category.key as CategoryKey}` as const;
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={`rop-${category.key}`} data-testid={`rop-category-${category.key}`}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={`rop-${category.key}`}>
          {t(`${k}.name`)}
        </Title>
        <DetailList
          items={[
            ...PROCESSING_COLUMNS.map((column) => ({ label: t(`recordOfProcessing.columns.${column}`), value: t(`${k}.${column}`) })),
            { label: t('recordOfProcessing.columns.retention'), value: <span data-testid={`rop-retention-${category.key}`}>{retentionText(t, category.retention)}</span> },
          ]}
        />
      </Stack>
    </Paper>
  );
}

/**
 * /dashboard/RecordOfProcessing (Admin): the categories of personal data the portal holds, why, on
 * what basis and how long (GDPR Art. 30), the periods read from the retention policy; printable,
 * and as CSV in the reader's language.
 */
export function RecordOfProcessingPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.RecordOfProcessing'));
  const record = useRecordOfProcessing();
  return (
    <>
      <PageHeader title={t('recordOfProcessing.title')} lead={t('recordOfProcessing.lead')} />
      <RoleGate allow={(user) => user.roles.includes('Admin')}>
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm" c="dimmed" data-testid="rop-generated">
              {record.data ? t('recordOfProcessing.generatedAt', { at: formatDateTime(record.data.generatedAt) }) : '\u00a0'}
            </Text>
            <Group gap="sm">
              <Anchor component={Link} to="/dashboard/Settings#retention" size="sm" data-testid="rop-settings-link">
                {t('recordOfProcessing.settingsLink')}
              </Anchor>
              <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()} data-testid="rop-print">
                {t('recordOfProcessing.print')}
              </Button>
              <ExportButton
                label={t('recordOfProcessing.downloadCsv')}
                onExport={() => downloadFile(`/api/settings/record-of-processing/export?fileLanguage=${currentLanguage()}`, 'record-of-processing.csv')}
                testId="rop-export"
              />
            </Group>
          </Group>
          <QueryErrorState error={record.error} />
          {record.isPending && <Skeleton height={320} radius="md" />}
          {record.data?.categories.map((category) => <CategoryCard key={category.key} category={category} />)}
        </Stack>
      </RoleGate>
    </>
  );
}
