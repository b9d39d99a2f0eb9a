import { useRef, useState } from 'react';
import { Button, Group, Stack, Switch, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TICKET_TEXT_MAX } from '@customer-hub/contract/constants/tickets';
import type { GetTicketResponse } from '@customer-hub/contract/tickets';
import { ErrorAlert } from '@/components/error-alert';
import { useAddComment } from '@/features/tickets/api';
import { AttachmentsField, attachmentsBlocker } from '@/features/tickets/components/attachments-field';
import { SavedReplyPicker } from '@/features/tickets/components/saved-reply-picker';
import { commentSchema, TICKET_FALLBACK } from '@/features/tickets/components/ticket-forms';
import { useAttachmentUploads } from '@/features/tickets/components/use-attachment-uploads';
import { useSchemaForm } from '@/lib/form';

/**
 * A comment on the ticket with files; staff may make it an internal note, which customers never
 * see. What was typed stays until the server took it.
 */
export function CommentBox({ ticket, staff }: { ticket: GetTicketResponse; staff: boolean }) {
  const { t } = useTranslation();
  const form = useSchemaForm(commentSchema, { initialValues: { body: '', internal: false }, fallback: TICKET_FALLBACK });
  const uploads = useAttachmentUploads();
  const [tried, setTried] = useState(false);
  const add = useAddComment();
  const bodyRef = useRef<HTMLTextAreaElement>(null);

  /** A saved reply's text goes in at the cursor (over what is selected), and the cursor after it. */
  const insert = (text: string) => {
    const value = form.values.body;
    const el = bodyRef.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? start;
    form.setFieldValue('body', value.slice(0, start) + text + value.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + text.length, start + text.length);
    });
  };

  const submit = form.onSubmit(({ body, internal }) => {
    setTried(true);
    if (attachmentsBlocker(uploads, t) || add.isPending) return;
    add.mutate(
      { id: ticket.id, body: { body, internal: staff && internal, attachmentIds: uploads.ids } },
      {
        onSuccess: () => {
          form.reset();
          uploads.clear();
          setTried(false);
          notifications.show({ color: 'green', message: internal && staff ? t('tickets.comment.savedInternal') : t('tickets.comment.sent') });
        },
      },
    );
  });

  return (
    <form method="post" onSubmit={submit} noValidate data-testid="ticket-comment-form">
      <Stack gap="sm">
        {staff && <SavedReplyPicker ticketId={ticket.id} onInsert={insert} />}
        <Textarea
          ref={bodyRef}
          label={t('tickets.comment.label')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={TICKET_TEXT_MAX}
          {...form.getInputProps('body')}
          data-testid="ticket-comment-body"
        />
        <AttachmentsField uploads={uploads} testId="comment-files" error={tried ? attachmentsBlocker(uploads, t) : null} />
        {staff && (
          <Switch
            label={t('tickets.comment.internal')}
            description={t('tickets.comment.internalHint')}
            color="yellow"
            {...form.getInputProps('internal', { type: 'checkbox' })}
            data-testid="ticket-comment-internal"
          />
        )}
        <ErrorAlert error={add.error} testId="ticket-comment-error" />
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending} leftSection={<IconSend size={16} aria-hidden="true" />} w={{ base: '100%', xs: 'auto' }} data-testid="ticket-comment-submit">
            {form.values.internal && staff ? t('tickets.comment.submitInternal') : t('tickets.comment.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
