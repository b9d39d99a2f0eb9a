import { useState } from 'react';
import { Anchor, Badge, Button, Checkbox, Group, NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RETENTION_KINDS, RETENTION_POLICIES, RetentionSettings, type RetentionKind, type RetentionStatus } from '@customer-hub/contract/retention';
import { ConfirmModal } from '@/components/confirm-modal';
import { ErrorAlert } from '@/components/error-alert';
import { SettingsSection } from '@/features/settings/components/settings-section';
import { SettingsForm } from '@/features/settings/components/settings-form';
import { useRetentionSettings, useRetentionStatus, useRunRetention, useUpdateRetentionSettings } from '@/features/settings/api';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/notify';

const messages = (t: TFunction) =>
  Object.fromEntries(
    RETENTION_KINDS.map((kind) => [
      kind,
      () => t('settings.retention.daysError', { kind: t(`settings.retention.kinds.${kind}`), min: RETENTION_POLICIES[kind].minDays, max: RETENTION_POLICIES[kind].maxDays }),
    ]),
  );

/** What the last run did to one kind: how many records, or that the kind is kept forever. */
function LastRemoved({ kind, days, status }: { kind: RetentionKind; days: number | null; status: RetentionStatus | undefined }) {
  const { t } = useTranslation();
  const run = status?.lastRun;
  const removed = run?.removed[kind];
  const text = days === null ? t('settings.retention.keptForever') : removed === undefined ? t('settings.retention.notRun') : t('settings.retention.removedCount', { count: removed });
  return (
    <Text size="sm" c="dimmed" data-testid={`retention-removed-${kind}`}>
      {t('settings.retention.lastRemoved')}: {text}
    </Text>
  );
}

function RetentionForm({ initial, status }: { initial: RetentionSettings; status: RetentionStatus | undefined }) {
  const { t } = useTranslation();
  return (
    <SettingsForm schema={RetentionSettings} initial={initial} messages={messages} mutation={useUpdateRetentionSettings()} label={t('settings.retention.title')} testId="retention">
      {(form) => (
        <Stack gap="sm">
          {RETENTION_KINDS.map((kind) => {
            const policy = RETENTION_POLICIES[kind];
            const days = form.values[kind];
            const name = t(`settings.retention.kinds.${kind}`);
            return (
              <Paper key={kind} withBorder p="sm" radius="md" data-testid={`retention-kind-${kind}`}>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
                  <Stack gap={4}>
                    <Group gap="xs" wrap="wrap">
                      <Text fw={600}>{name}</Text>
                      <Badge variant="light" color={policy.action === 'delete' ? 'gray' : 'blue'}>
                        {t(`settings.retention.actions.${policy.action}`)}
                      </Badge>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {t(`settings.retention.hints.${kind}`)}
                    </Text>
                    <LastRemoved kind={kind} days={days} status={status} />
                  </Stack>
                  <Stack gap={6}>
                    <NumberInput
                      label={t('settings.retention.days')}
                      aria-label={t('settings.retention.daysOf', { kind: name })}
                      description={t('settings.retention.bounds', { min: policy.minDays, max: policy.maxDays })}
                      value={days ?? ''}
                      onChange={(value) => form.setFieldValue(kind, typeof value === 'number' ? value : (value as unknown as number))}
                      disabled={days === null}
                      min={policy.minDays}
                      max={policy.maxDays}
                      allowDecimal={false}
                      allowNegative={false}
                      clampBehavior="none"
                      maw={240}
                      data-testid={`retention-days-${kind}`}
                    />
                    {policy.forever && (
                      <Checkbox
                        label={t('settings.retention.keepForever')}
                        checked={days === null}
                        onChange={(event) => form.setFieldValue(kind, event.currentTarget.checked ? null : (initial[kind] ?? policy.defaultDays))}
                        data-testid={`retention-forever-${kind}`}
                      />
                    )}
                  </Stack>
                </SimpleGrid>
              </Paper>
            );
          })}
        </Stack>
      )}
    </SettingsForm>
  );
}

/** The last run, the one going on, the next, and "Run now" (asks first: what it removes is gone). */
function RetentionRunPanel({ status }: { status: RetentionStatus | undefined }) {
  const { t } = useTranslation();
  const run = useRunRetention();
  const [confirming, setConfirming] = useState(false);
  const last = status?.lastRun;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="retention-run">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          {status?.running ? (
            <Text size="sm" fw={600} data-testid="retention-running">
              {t('settings.retention.runningSince', { at: formatDateTime(status.running.startedAt) })}
            </Text>
          ) : (
            <Text size="sm" data-testid="retention-last-run">
              {last ? t('settings.retention.lastRun', { at: formatDateTime(last.finishedAt ?? last.startedAt), status: t(`settings.retention.statuses.${last.status}`) }) : t('settings.retention.notRun')}
            </Text>
          )}
          {last?.error && (
            <Text size="sm" c="red" data-testid="retention-run-error">
              {t('settings.retention.runError', { error: last.error })}
            </Text>
          )}
          {status && (
            <Text size="sm" c="dimmed" data-testid="retention-next-run">
              {t('settings.retention.nextRun', { at: formatDateTime(status.nextRunAt) })}
            </Text>
          )}
        </Stack>
        <Group gap="sm">
          <Anchor component={Link} to="/dashboard/RecordOfProcessing" size="sm" data-testid="retention-record-link">
            {t('settings.retention.recordLink')}
          </Anchor>
          <Button variant="light" onClick={() => setConfirming(true)} disabled={Boolean(status?.running)} loading={run.isPending} data-testid="retention-run-now">
            {t('settings.retention.runNow')}
          </Button>
        </Group>
      </Group>
      {!confirming && <ErrorAlert error={run.error} testId="retention-run-failed" />}
      <ConfirmModal
        opened={confirming}
        title={t('settings.retention.runConfirmTitle')}
        message={t('settings.retention.runConfirmBody')}
        confirmLabel={t('settings.retention.runNow')}
        danger
        loading={run.isPending}
        error={run.error}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          run.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              notify({ color: 'green', message: t('settings.retention.runStarted') });
            },
          })
        }
        testId="retention-run-confirm"
      />
    </Paper>
  );
}

/** The retention policy per kind of record, what the last run removed, and the next run (Admin). */
export function RetentionSection() {
  const { t } = useTranslation();
  const status = useRetentionStatus();
  return (
    <SettingsSection id="retention" title={t('settings.retention.title')} description={t('settings.retention.description')} settings={useRetentionSettings()}>
      {(data) => (
        <Stack gap="md">
          <RetentionRunPanel status={status.data} />
          <RetentionForm initial={data} status={status.data} />
        </Stack>
      )}
    </SettingsSection>
  );
}
