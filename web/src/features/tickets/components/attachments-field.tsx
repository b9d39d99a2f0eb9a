import { useId, useRef } from 'react';
import { ActionIcon, Alert, Button, FileButton, Group, List, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconPaperclip, IconRefresh, IconX } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { TICKET_ATTACHMENTS_PER_MESSAGE, TICKET_ATTACHMENT_MAX_BYTES } from '@customer-hub/contract/constants/tickets';
import { ATTACHMENT_ACCEPT, type AttachmentUploads, type PendingAttachment } from '@/features/tickets/components/use-attachment-uploads';
import { errorMessage } from '@/lib/error-message';
import { formatBytes } from '@/lib/format';

const MAX_MEGABYTES = TICKET_ATTACHMENT_MAX_BYTES / (1024 * 1024);

function AttachmentRow({ item, uploads, testId }: { item: PendingAttachment; uploads: AttachmentUploads; testId: string }) {
  const { t } = useTranslation();
  const name = item.file.name;
  const percent = Math.round(item.progress * 100);
  return (
    <Paper withBorder radius="sm" p="xs" data-testid={`${testId}-item`} data-status={item.status}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" truncate="end" miw={0}>
            {name} <Text span c="dimmed" size="xs">({formatBytes(item.file.size)})</Text>
          </Text>
          <Group gap={4} wrap="nowrap">
            {item.status === 'uploaded' && (
              <ThemeIcon variant="transparent" color="green" size="sm" role="img" aria-label={t('tickets.attachments.uploaded', { name })}>
                <IconCircleCheck size={16} aria-hidden="true" />
              </ThemeIcon>
            )}
            {item.status === 'failed' && (
              <ActionIcon variant="subtle" onClick={() => uploads.retry(item.key)} aria-label={t('tickets.attachments.retry', { name })} data-testid={`${testId}-retry`}>
                <IconRefresh size={16} aria-hidden="true" />
              </ActionIcon>
            )}
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => uploads.remove(item.key)}
              aria-label={item.status === 'uploading' ? t('tickets.attachments.cancel', { name }) : t('tickets.attachments.remove', { name })}
              data-testid={item.status === 'uploading' ? `${testId}-cancel` : `${testId}-remove`}
            >
              <IconX size={16} aria-hidden="true" />
            </ActionIcon>
          </Group>
        </Group>
        {item.status === 'uploading' && (
          <Progress value={percent} animated size="sm" aria-label={t('tickets.attachments.progress', { name, percent })} data-testid={`${testId}-progress`} />
        )}
        {item.status === 'failed' && (
          <Text size="xs" c="red" role="alert">
            {errorMessage(item.error, t)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

interface Props {
  uploads: AttachmentUploads;
  /** data-testid prefix: `<testId>-input`, `<testId>-item`, `<testId>-progress`, `<testId>-cancel`, … */
  testId: string;
  /** A message of the form about the files (still uploading, or failed) at sending. */
  error?: string | null;
}

/**
 * The files of a message: a button that picks them (each checked for size and type, then uploaded
 * at once), the files with their progress and a cancel, retry or remove button, and why any were
 * refused.
 */
export function AttachmentsField({ uploads, testId, error }: Props) {
  const { t } = useTranslation();
  const hintId = useId();
  const resetRef = useRef<() => void>(null);
  const full = uploads.items.length >= TICKET_ATTACHMENTS_PER_MESSAGE;
  return (
    <Stack gap="xs" data-testid={testId}>
      <Group gap="sm" align="center" wrap="wrap">
        <FileButton
          multiple
          accept={ATTACHMENT_ACCEPT}
          resetRef={resetRef}
          disabled={full}
          onChange={(files) => {
            uploads.add(files);
            resetRef.current?.();
          }}
          inputProps={{ 'data-testid': `${testId}-input` } as Record<string, string>}
        >
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconPaperclip size={16} aria-hidden="true" />} aria-describedby={hintId} w={{ base: '100%', xs: 'auto' }}>
              {t('tickets.attachments.add')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed" id={hintId}>
          {t('tickets.attachments.hint', { max: MAX_MEGABYTES, files: TICKET_ATTACHMENTS_PER_MESSAGE })}
        </Text>
      </Group>
      {uploads.refused.length > 0 && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert" data-testid={`${testId}-refused`}>
          <List size="sm" spacing={2}>
            {uploads.refused.map((file, index) => (
              <List.Item key={`${file.name}-${index}`}>
                {t(`tickets.attachments.refused.${file.reason}`, { name: file.name, max: MAX_MEGABYTES, files: TICKET_ATTACHMENTS_PER_MESSAGE })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {uploads.items.map((item) => (
        <AttachmentRow key={item.key} item={item} uploads={uploads} testId={testId} />
      ))}
      {error && (
        <Text size="sm" c="red" role="alert" data-testid={`${testId}-error`}>
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** What the form says when it is sent while files are still on their way or have failed; null when they are all in. */
export function attachmentsBlocker(uploads: AttachmentUploads, t: TFunction): string | null {
  if (uploads.uploading) return t('tickets.attachments.stillUploading');
  if (uploads.failed) return t('tickets.attachments.failedBlock');
  return null;
}
