import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CurrentAccountStatementRequest } from '@customer-hub/contract/current-account';
import { DateField } from '@/components/date-field';
import { ErrorAlert } from '@/components/error-alert';
import { useDownloadStatement } from '@/features/current-account/api';
import { problemField } from '@/lib/api-client';
import { localToday } from '@/lib/format';
import { schemaResolver, useSchemaForm, type FieldMessages } from '@/lib/form';

/** The contract's period, both ends given here, the start not after the end. */
const schema = CurrentAccountStatementRequest.pick({ from: true, to: true })
  .required()
  .refine((period) => period.from <= period.to, { path: ['to'] });
const messages: Record<string, FieldMessages> = {
  from: 'currentAccount.statement.periodRequired',
  to: { custom: 'currentAccount.filters.rangeInvalid', invalid: 'currentAccount.statement.periodRequired' },
};

/** 1 January of this year to today: the server's own default period. */
function defaultPeriod() {
  const today = localToday();
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}

/** The statement of account (PDF) for a period the user picks; for staff, of the company chosen in the list's filter. */
export function StatementModal({ opened, onClose, companyId }: { opened: boolean; onClose: () => void; companyId?: string }) {
  const { t } = useTranslation();
  const form = useSchemaForm(schema, { initialValues: defaultPeriod(), messages });
  const period = form.values;
  const download = useDownloadStatement();
  // Said as soon as it is so, with the download button off.
  const validation = Object.values(schemaResolver(schema, t, messages)(period)).find((error) => typeof error === 'string') ?? null;
  const tooLong = problemField(download.error, 'reason') === 'PERIOD_TOO_LONG';

  const close = () => {
    download.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('currentAccount.statement.title')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form
        onSubmit={form.onSubmit((request) => download.mutate({ ...request, companyId }, { onSuccess: close }))}
        data-testid="ca-statement-form"
        noValidate
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('currentAccount.statement.lead')}
          </Text>
          <Group grow align="flex-start">
            <DateField
              label={t('currentAccount.filters.from')}
              {...form.getInputProps('from')}
              error={undefined}
              required
              data-testid="ca-statement-from"
            />
            <DateField
              label={t('currentAccount.filters.to')}
              {...form.getInputProps('to')}
              error={undefined}
              notBefore={period.from || undefined}
              required
              data-testid="ca-statement-to"
            />
          </Group>
          <ErrorAlert message={validation ?? (tooLong ? t('currentAccount.statement.periodTooLong') : null)} error={download.error} testId="ca-statement-error" />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={download.isPending}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              leftSection={<IconFileTypePdf size={16} aria-hidden="true" />}
              loading={download.isPending}
              disabled={!!validation}
              data-testid="ca-statement-download"
            >
              {t('currentAccount.statement.download')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
