import { Button, Group, Modal, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RequestLog } from '@customer-hub/contract/notifications';
import { DetailList } from '@/components/detail-list';

interface AccessRequestDialogProps {
  request: RequestLog | null;
  onClose: () => void;
}

/** Spec §2: the read-only dialog of an access request notification (name, email, phone, presentation). */
export function AccessRequestDialog({ request, onClose }: AccessRequestDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={request !== null} onClose={onClose} title={t('notifications.request.title')} closeButtonProps={{ 'aria-label': t('common.close') }} data-testid="access-request-dialog">
      {request && (
        <Stack gap="md">
          <DetailList
            items={[
              { label: t('notifications.request.name'), value: request.name },
              { label: t('notifications.request.email'), value: request.email },
              { label: t('notifications.request.phone'), value: request.phoneNumber },
              { label: t('notifications.request.presentation'), value: <span style={{ whiteSpace: 'pre-wrap' }}>{request.presentation}</span> },
            ]}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.close')}
            </Button>
            <Button component={Link} to="/dashboard/AccessRequests" onClick={onClose} data-testid="access-request-open">
              {t('notifications.request.open')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
