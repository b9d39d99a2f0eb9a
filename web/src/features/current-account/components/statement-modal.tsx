import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useDownloadStatement } from '@/features/current-account/api';
import { problemField } from '@/lib/api-client';
import { localToday } from '@/lib/format';

/** 1 January of this year to today: the server's own default period. */
function defaultPeriod() {
  const today = localToday();
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}

/** The statement of account (PDF) for a period the user picks. */
export function StatementModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState(defaultPeriod);
  const download = useDownloadStatement();

  let validation: string | null = null;
  if (!period.from || !period.to) validation = t('currentAccount.statement.periodRequired');
  else if (period.from > period.to) validation = t('currentAccount.filters.rangeInvalid');
  const tooLong = problemField(download.error, 'reason') === 'PERIOD_TOO_LONG';

  const close = () => {
    download.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('currentAccount.statement.title')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (validation) return;
          download.mutate(period, { onSuccess: close });
        }}
        data-testid="ca-statement-form"
        noValidate
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('currentAccount.statement.lead')}
          </Text>
          <Group grow align="flex-start">
            <TextInput
              type="date"
              label={t('currentAccount.filters.from')}
              value={period.from}
              max={period.to || undefined}
              onChange={(event) => setPeriod({ ...period, from: event.currentTarget.value })}
              required
              data-testid="ca-statement-from"
            />
            <TextInput
              type="date"
              label={t('currentAccount.filters.to')}
              value={period.to}
              min={period.from || undefined}
              onChange={(event) => setPeriod({ ...period, to: event.currentTarget.value })}
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
