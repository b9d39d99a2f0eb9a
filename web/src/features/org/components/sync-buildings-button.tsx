import { useEffect, useState } from 'react';
import { Button, Group, Progress, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/error-message';
import { ApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { orgKeys, useSyncBuildings } from '@/features/org/api';
import { isActive, useSyncRun } from '@/lib/sync-run';
import { failure } from '@/lib/notify';

const reasonOf = (e: unknown) => (e instanceof ApiError ? (e.body as { reason?: string } | undefined)?.reason : undefined);

/**
 * The spec's "sync buildings" action: reads the organisation (companies, business partners, sites
 * and buildings) from Business Central in the background, with its progress under the button, and
 * refreshes the lists when it ends. Without a connection set up it says where to set one up.
 */
export function SyncBuildingsButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const start = useSyncBuildings();
  const [runId, setRunId] = useState<string | null>(null);
  const [notConfigured, setNotConfigured] = useState(false);
  const run = useSyncRun(runId);
  const active = runId !== null && (!run.data || isActive(run.data));

  useEffect(() => {
    const ended = run.data;
    if (!ended || isActive(ended)) return;
    setRunId(null);
    void queryClient.invalidateQueries({ queryKey: orgKeys.all });
    if (ended.status === 'failed') {
      notifications.show(failure({ message: t('org.buildings.syncFailed', { reason: ended.failure ?? '' }) }));
      return;
    }
    const b = ended.counts.buildings ?? { created: 0, updated: 0, unchanged: 0, failed: 0 };
    notifications.show({
      color: b.failed > 0 || ended.errorCount > 0 ? 'yellow' : 'green',
      message: t('org.buildings.syncDone', { created: formatNumber(b.created), updated: formatNumber(b.updated), failed: formatNumber(ended.errorCount) }),
    });
  }, [run.data, queryClient, t]);

  const onClick = () => {
    setNotConfigured(false);
    start.mutate(undefined, {
      onSuccess: (queued) => setRunId(queued.id),
      onError: (e) => {
        if (reasonOf(e) === 'NOT_CONFIGURED') setNotConfigured(true);
        else notifications.show(failure({ message: reasonOf(e) === 'ALREADY_RUNNING' ? t('org.buildings.syncBusy') : errorMessage(e, t) }));
      },
    });
  };

  return (
    <div>
      <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={onClick} loading={start.isPending || active} data-testid="buildings-sync">
        {t('org.buildings.sync')}
      </Button>
      {active ? (
        <Group gap="xs" mt={6} wrap="nowrap" role="status" data-testid="buildings-sync-progress">
          <Progress value={100} animated size="sm" w={120} aria-label={t('org.buildings.syncRunning')} />
          <Text size="xs" c="dimmed">
            {t('org.buildings.syncRead', { done: formatNumber(run.data?.done ?? 0) })}
          </Text>
        </Group>
      ) : null}
      {notConfigured ? (
        <Text size="sm" c="red" mt={6} role="alert" maw={360} data-testid="buildings-sync-not-configured">
          {t('org.buildings.syncNotConfigured')}
        </Text>
      ) : null}
    </div>
  );
}
