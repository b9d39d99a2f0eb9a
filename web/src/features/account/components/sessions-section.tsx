import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDevices } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { ErrorAlert } from '@/components/error-alert';
import { InlineLoader } from '@/components/inline-loader';
import { SectionCard } from '@/components/section-card';
import { useEndSession, useSessions, type Session } from '@/features/account/api';
import { formatDateTime } from '@/lib/format';
import { describeUserAgent } from '@/lib/user-agent';

function SessionItem({ session, onEnd }: { session: Session; onEnd: (session: Session) => void }) {
  const { t } = useTranslation();
  const device = describeUserAgent(session.userAgent);
  const name = device ? t('account.sessions.device', { browser: device.browser, os: device.os }) : session.userAgent || t('account.sessions.unknownDevice');
  return (
    <Paper component="li" withBorder radius="sm" p="sm" data-testid="session-item" data-current={session.current || undefined}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Group gap="sm" align="flex-start" wrap="nowrap" miw={0} flex={1}>
          <IconDevices size={22} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
          <Stack gap={2} miw={0}>
            <Group gap="xs">
              <Text fw={600} size="sm" lineClamp={2} title={session.userAgent ?? undefined} style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Text>
              {session.current && (
                <Badge color="green" variant="light" data-testid="session-current">
                  {t('account.sessions.current')}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {t('account.sessions.ip', { ip: session.ip || t('common.none') })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('account.sessions.started', { date: formatDateTime(session.createdAt) })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('account.sessions.lastSeen', { date: formatDateTime(session.lastSeenAt) })}
            </Text>
          </Stack>
        </Group>
        {!session.current && (
          <Button variant="light" color="red" size="xs" onClick={() => onEnd(session)} data-testid="session-end">
            {t('account.sessions.end')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** The user's open sessions; any but this one can be ended. */
export function SessionsSection() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const end = useEndSession();
  const [ending, setEnding] = useState<Session | null>(null);

  const close = () => {
    end.reset();
    setEnding(null);
  };

  let body;
  if (sessions.isPending) {
    body = (
      <InlineLoader py="md" />
    );
  } else if (sessions.isError) {
    body = <ErrorAlert error={sessions.error} />;
  } else if (sessions.data.length === 0) {
    body = <Text c="dimmed">{t('account.sessions.empty')}</Text>;
  } else {
    // The current session first, then the most recently active.
    const sorted = [...sessions.data].sort(
      (a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt),
    );
    body = (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} data-testid="sessions-list">
        {sorted.map((session) => (
          <SessionItem key={session.id} session={session} onEnd={setEnding} />
        ))}
      </Stack>
    );
  }

  return (
    <SectionCard title={t('account.sessions.title')} description={t('account.sessions.description')}>
      {body}
      <ConfirmModal
        opened={ending !== null}
        title={t('account.sessions.confirmTitle')}
        message={t('account.sessions.confirmText')}
        confirmLabel={t('account.sessions.end')}
        danger
        loading={end.isPending}
        error={end.error}
        onConfirm={() => ending && end.mutate(ending.id, { onSuccess: () => setEnding(null) })}
        onClose={close}
        testId="session-end-dialog"
      />
    </SectionCard>
  );
}
