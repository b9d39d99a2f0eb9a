import { Button, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CompanyPowerBiReport } from '@customer-hub/contract/settings';
import type { Company } from '@customer-hub/contract/org';
import { ErrorAlert } from '@/components/error-alert';
import { InlineLoader } from '@/components/inline-loader';
import { QueryErrorState } from '@/components/query-error-state';
import { SectionCard } from '@/components/section-card';
import { useCompanyPowerBiReport, useSaveCompanyPowerBiReport } from '@/features/org/api';
import { useSchemaForm } from '@/lib/form';

const FIELDS = ['workspaceId', 'reportId'] as const;

function PowerBiForm({ companyId, initial }: { companyId: string; initial: CompanyPowerBiReport }) {
  const { t } = useTranslation();
  const save = useSaveCompanyPowerBiReport(companyId);
  const form = useSchemaForm(CompanyPowerBiReport, { initialValues: initial, fallback: 'org.powerBi.invalid' });
  const problem = Object.values(form.errors).find((error) => typeof error === 'string') ?? null;
  const submit = form.onSubmit((values) => save.mutate(values, { onSuccess: () => notifications.show({ color: 'green', message: t('org.powerBi.saved') }) }));
  return (
    <form method="post" onSubmit={submit} noValidate aria-label={t('org.powerBi.tab')} data-testid="company-power-bi-form">
      <ErrorAlert message={problem} error={save.error} testId="company-power-bi-error" />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" mt={problem || save.error ? 'md' : 0}>
        {FIELDS.map((field) => (
          <TextInput
            key={field}
            label={t(`org.powerBi.${field}`)}
            description={t('org.powerBi.guidHint')}
            {...form.getInputProps(field)}
            error={!!form.errors[field]}
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            data-testid={`company-power-bi-${field}`}
          />
        ))}
      </SimpleGrid>
      <Group justify="space-between" mt="md" gap="sm">
        <Text size="sm" c="dimmed">
          {!form.values.workspaceId && !form.values.reportId ? t('org.powerBi.usesDefault') : ''}
        </Text>
        <Button type="submit" leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />} loading={save.isPending} data-testid="company-power-bi-save">
          {t('common.save')}
        </Button>
      </Group>
    </form>
  );
}

/** The Power BI report this company's contacts see under Reports, when not the settings' one (Admin). */
export function CompanyPowerBi({ company }: { company: Company }) {
  const { t } = useTranslation();
  const report = useCompanyPowerBiReport(company.id);
  return (
    <SectionCard title={t('org.powerBi.tab')} description={t('org.powerBi.lead')} testId="company-power-bi">
      {report.isPending ? <InlineLoader /> : report.error ? <QueryErrorState error={report.error} /> : <PowerBiForm companyId={company.id} initial={report.data} />}
    </SectionCard>
  );
}
