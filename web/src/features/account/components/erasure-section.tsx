import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ERASURE_TEXT_MAX, type ErasureStatus } from '@customer-hub/contract/constants/erasure';
import type { MyErasureRequest } from '@customer-hub/contract/erasure';
import { ConfirmModal } from '@/components/confirm-modal';
import { ErrorAlert } from '@/components/error-alert';
import { InlineLoader } from '@/components/inline-loader';
import { SectionCard } from '@/components/section-card';
import { useMyErasureRequest, useOpenMyErasureRequest } from '@/features/account/api';
import { formatDate } from '@/lib/format';

const STATUS_COLOR: Record<ErasureStatus, string> = { open: 'yellow', completed: 'green', rejected: 'gray' };

function RequestStatus({ request }: { request: MyErasureRequest }) {
  const { t } = useTranslation();
  const values = { date: formatDate(request.createdAt), due: formatDate(request.dueAt), decided: formatDate(request.decidedAt) };
  return (
    <Alert color={STATUS_COLOR[request.status]} data-testid="erasure-status">
      <Stack gap={4}>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {t('account.erasure.status')}
          </Text>
          <Badge color={STATUS_COLOR[request.status]} variant="light">
            {t(`screens.ErasureRequests.statuses.${request.status}`)}
          </Badge>
        </Group>
        <Text size="sm">{t(`account.erasure.${request.status}`, values)}</Text>
        {request.decisionNote && <Text size="sm">{t('account.erasure.note', { note: request.decisionNote })}</Text>}
        {request.status === 'rejected' && <Text size="sm">{t('account.erasure.again')}</Text>}
      </Stack>
    </Alert>
  );
}

/**
 * My account's "Erase my data" (GDPR Art. 17): what erasure means, the request (reason optional,
 * confirmed first) and, once sent, its status and the answer by when.
 */
export function ErasureSection() {
  const { t } = useTranslation();
  const mine = useMyErasureRequest();
  const open = useOpenMyErasureRequest();
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const request = mine.data?.request ?? null;
  const mayAsk = mine.isSuccess && request?.status !== 'open';

  const close = () => {
    open.reset();
    setConfirming(false);
  };

  return (
    <SectionCard title={t('account.erasure.title')} description={t('account.erasure.lead')}>
      <Stack gap="sm" data-testid="erasure-section">
        {mine.isPending ? <InlineLoader py="md" /> : mine.isError ? <ErrorAlert error={mine.error} /> : request && <RequestStatus request={request} />}
        {mayAsk && (
          <>
            <Textarea
              label={t('account.erasure.reason')}
              description={t('account.erasure.reasonHint')}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              maxLength={ERASURE_TEXT_MAX}
              autosize
              minRows={2}
              data-testid="erasure-reason"
            />
            <Group>
              <Button color="red" variant="light" onClick={() => setConfirming(true)} data-testid="erasure-ask">
                {t('account.erasure.button')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={t('account.erasure.confirmTitle')}
        message={t('account.erasure.confirmText')}
        confirmLabel={t('account.erasure.confirm')}
        danger
        loading={open.isPending}
        error={open.error}
        onConfirm={() =>
          open.mutate(reason, {
            onSuccess: (created) => {
              setConfirming(false);
              setReason('');
              notifications.show({ color: 'green', message: t('account.erasure.done', { due: formatDate(created.dueAt) }) });
            },
          })
        }
        onClose={close}
        testId="erasure-confirm"
      />
    </SectionCard>
  );
}
