import { ActionIcon, Button, Checkbox, Group, NativeSelect, NumberInput, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { TICKET_PRIORITIES, type TicketPriority } from '@customer-hub/contract/constants/tickets';
import { SLA_COUNTRIES, SLA_WEEKDAYS, SlaSettings, type SlaCompanyPolicy } from '@customer-hub/contract/sla';
import { ErrorAlert } from '@/components/error-alert';
import { InlineLoader } from '@/components/inline-loader';
import { SectionCard } from '@/components/section-card';
import { SuccessPanel } from '@/components/success-panel';
import { SettingsSection } from '@/features/settings/components/settings-section';
import { SettingsForm } from '@/features/settings/components/settings-form';
import { useCompanySla, useSettingsCompanies, useSlaSettings, useUpdateCompanySla, useUpdateSlaSettings } from '@/features/settings/api';

const messages = (t: TFunction) => ({ end: () => t('sla.settings.invalid') });

function SlaSettingsForm({ initial }: { initial: SlaSettings }) {
  const { t } = useTranslation();
  return (
    <SettingsForm schema={SlaSettings} initial={initial} messages={messages} mutation={useUpdateSlaSettings()} label={t('sla.settings.title')} testId="sla-settings">
      {(form) => {
        const values = form.getValues();
        const hoursInput = (path: string, label: string, testId: string) => (
          <NumberInput
            aria-label={label}
            {...form.getInputProps(path)}
            error={!!form.errors[path]}
            min={0.25}
            step={0.25}
            decimalScale={2}
            allowNegative={false}
            clampBehavior="none"
            miw={110}
            data-testid={testId}
          />
        );
        return (
          <Stack gap="md">
            <Table.ScrollContainer minWidth={420}>
              <Table verticalSpacing="xs" data-testid="sla-settings-targets">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('sla.settings.priority')}</Table.Th>
                    <Table.Th>{t('sla.settings.firstResponseHours')}</Table.Th>
                    <Table.Th>{t('sla.settings.resolutionHours')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {TICKET_PRIORITIES.map((p) => (
                    <Table.Tr key={p}>
                      <Table.Td>{t(`tickets.priorities.${p}`)}</Table.Td>
                      <Table.Td>{hoursInput(`targets.${p}.firstResponseHours`, `${t(`tickets.priorities.${p}`)}: ${t('sla.settings.firstResponseHours')}`, `sla-settings-first-${p}`)}</Table.Td>
                      <Table.Td>{hoursInput(`targets.${p}.resolutionHours`, `${t(`tickets.priorities.${p}`)}: ${t('sla.settings.resolutionHours')}`, `sla-settings-resolution-${p}`)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Checkbox.Group
              label={t('sla.settings.workingDays')}
              value={values.workingDays.map(String)}
              onChange={(days) => form.setFieldValue('workingDays', days.map(Number).sort((x, y) => x - y))}
              data-testid="sla-settings-days"
            >
              <Group gap="md" mt={4}>
                {SLA_WEEKDAYS.map((d) => (
                  <Checkbox key={d} value={String(d)} label={t(`sla.weekdays.${d}` as 'sla.weekdays.1')} />
                ))}
              </Group>
            </Checkbox.Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput type="time" label={t('sla.settings.start')} {...form.getInputProps('start')} error={!!form.errors.start} data-testid="sla-settings-start" />
              <TextInput type="time" label={t('sla.settings.end')} {...form.getInputProps('end')} error={!!form.errors.end} data-testid="sla-settings-end" />
              <NativeSelect
                label={t('sla.settings.defaultCountry')}
                {...form.getInputProps('defaultCountry')}
                data={SLA_COUNTRIES.map((c) => ({ value: c, label: t(`sla.countries.${c}`) }))}
                data-testid="sla-settings-country"
              />
              <NumberInput
                label={t('sla.settings.warningMinutes')}
                {...form.getInputProps('warningMinutes')}
                error={!!form.errors.warningMinutes}
                min={0}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                data-testid="sla-settings-warning"
              />
            </SimpleGrid>
            <Stack gap="xs" data-testid="sla-settings-holidays">
              <div>
                <Text size="sm" fw={500}>
                  {t('sla.settings.extraHolidays')}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('sla.settings.extraHolidaysHint')}
                </Text>
              </div>
              {values.extraHolidays.map((h, i) => (
                <Group key={i} gap="xs" align="flex-end" wrap="wrap">
                  <TextInput type="date" label={t('sla.settings.holidayDate')} {...form.getInputProps(`extraHolidays.${i}.date`)} error={!!form.errors[`extraHolidays.${i}.date`]} w={170} />
                  <NativeSelect
                    label={t('sla.settings.holidayCountry')}
                    value={h.country ?? ''}
                    onChange={(e) => form.setFieldValue(`extraHolidays.${i}.country`, (e.currentTarget.value || null) as SlaSettings['extraHolidays'][number]['country'])}
                    data={[{ value: '', label: t('sla.settings.bothCountries') }, ...SLA_COUNTRIES.map((c) => ({ value: c, label: t(`sla.countries.${c}`) }))]}
                    w={150}
                  />
                  <TextInput label={t('sla.settings.holidayName')} {...form.getInputProps(`extraHolidays.${i}.name`)} style={{ flex: 1 }} miw={160} />
                  <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('sla.settings.removeHoliday', { date: h.date })} onClick={() => form.removeListItem('extraHolidays', i)}>
                    <IconTrash size={18} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              ))}
              <Group>
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} aria-hidden="true" />}
                  onClick={() => form.insertListItem('extraHolidays', { date: '', country: null, name: '' })}
                  data-testid="sla-settings-add-holiday"
                >
                  {t('sla.settings.addHoliday')}
                </Button>
              </Group>
            </Stack>
          </Stack>
        );
      }}
    </SettingsForm>
  );
}

/** Service levels (Admin): targets per priority, working hours and calendar, the warning lead time, extra holidays. */
export function SlaSettingsSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection id="sla" title={t('sla.settings.title')} description={t('sla.settings.description')} settings={useSlaSettings()}>
      {(data) => <SlaSettingsForm initial={data} />}
    </SettingsSection>
  );
}

type Row = { firstResponseMinutes: number | ''; resolutionMinutes: number | '' };
const emptyRows = (): Record<TicketPriority, Row> =>
  Object.fromEntries(TICKET_PRIORITIES.map((p) => [p, { firstResponseMinutes: '', resolutionMinutes: '' }])) as Record<TicketPriority, Row>;

/** One company's own targets: a priority left empty follows the settings. */
function CompanySlaForm({ companyId, initial }: { companyId: string; initial: SlaCompanyPolicy }) {
  const { t } = useTranslation();
  const save = useUpdateCompanySla();
  const [rows, setRows] = useState(() => {
    const filled = emptyRows();
    for (const o of initial.overrides) filled[o.priority] = { firstResponseMinutes: o.firstResponseMinutes, resolutionMinutes: o.resolutionMinutes };
    return filled;
  });
  const overrides = TICKET_PRIORITIES.flatMap((priority) => {
    const r = rows[priority];
    return r.firstResponseMinutes !== '' && r.resolutionMinutes !== '' ? [{ priority, firstResponseMinutes: r.firstResponseMinutes, resolutionMinutes: r.resolutionMinutes }] : [];
  });
  const set = (priority: TicketPriority, field: keyof Row, value: string | number) =>
    setRows((current) => ({ ...current, [priority]: { ...current[priority], [field]: value === '' ? '' : Math.max(1, Math.round(Number(value))) } }));
  return (
    <form
      method="post"
      noValidate
      aria-label={t('sla.company.title')}
      data-testid="sla-company-form"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ companyId, body: { overrides } });
      }}
    >
      <Stack gap="md">
        {save.isSuccess && <SuccessPanel testId="sla-company-saved">{t('sla.company.saved')}</SuccessPanel>}
        <ErrorAlert error={save.error} testId="sla-company-error" />
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sla.settings.priority')}</Table.Th>
                <Table.Th>{t('sla.company.firstResponseMinutes')}</Table.Th>
                <Table.Th>{t('sla.company.resolutionMinutes')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {TICKET_PRIORITIES.map((p) => (
                <Table.Tr key={p}>
                  <Table.Td>{t(`tickets.priorities.${p}`)}</Table.Td>
                  {(['firstResponseMinutes', 'resolutionMinutes'] as const).map((field) => (
                    <Table.Td key={field}>
                      <NumberInput
                        aria-label={`${t(`tickets.priorities.${p}`)}: ${t(`sla.company.${field}`)}`}
                        placeholder={t('sla.company.followsSettings')}
                        value={rows[p][field]}
                        onChange={(value) => set(p, field, value)}
                        min={1}
                        allowDecimal={false}
                        allowNegative={false}
                        miw={150}
                        data-testid={`sla-company-${field}-${p}`}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group>
          <Button type="submit" loading={save.isPending} data-testid="sla-company-submit">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A company's own service levels (its contract's), chosen with a company picker. */
export function CompanySlaSection() {
  const { t } = useTranslation();
  const companies = useSettingsCompanies();
  const [companyId, setCompanyId] = useState('');
  const policy = useCompanySla(companyId);
  return (
    <SectionCard id="sla-companies" title={t('sla.company.title')} description={t('sla.company.description')}>
      <Stack gap="md">
        <NativeSelect
          label={t('sla.company.company')}
          value={companyId}
          onChange={(event) => setCompanyId(event.currentTarget.value)}
          data={[{ value: '', label: t('sla.company.chooseCompany') }, ...(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))]}
          maw={420}
          data-testid="sla-company-picker"
        />
        {companyId !== '' && (policy.isPending ? <InlineLoader /> : policy.isError ? <ErrorAlert error={policy.error} /> : <CompanySlaForm key={companyId} companyId={companyId} initial={policy.data} />)}
      </Stack>
    </SectionCard>
  );
}
