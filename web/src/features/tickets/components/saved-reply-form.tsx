import { useRef } from 'react';
import { Button, Code, Group, Modal, NativeSelect, SegmentedControl, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES } from '@customer-hub/contract/constants/languages';
import { SAVED_REPLY_BODY_MAX, SAVED_REPLY_PLACEHOLDERS, SAVED_REPLY_TITLE_MAX, type SavedReplyPlaceholder } from '@customer-hub/contract/constants/saved-replies';
import { SaveSavedReplyRequest, type SavedReply } from '@customer-hub/contract/saved-replies';
import { ErrorAlert } from '@/components/error-alert';
import { ModalForm } from '@/components/modal-form';
import { useSaveSavedReply } from '@/features/tickets/api';
import { useSchemaForm } from '@/lib/form';

/** Each placeholder's words (`savedReplies.placeholders.<key>`). */
const PLACEHOLDER_TEXT: Record<SavedReplyPlaceholder, 'customerName' | 'customerFirstName' | 'companyName' | 'ticketNumber' | 'ticketTitle' | 'agentName'> = {
  '{{customer.name}}': 'customerName',
  '{{customer.firstName}}': 'customerFirstName',
  '{{company.name}}': 'companyName',
  '{{ticket.number}}': 'ticketNumber',
  '{{ticket.title}}': 'ticketTitle',
  '{{agent.name}}': 'agentName',
};

type Values = { title: string; body: string; language: string; scope: 'personal' | 'shared' };

/** The placeholders a reply may hold, each with what it becomes and a button putting it in at the cursor. */
function PlaceholderTable({ onInsert }: { onInsert: (placeholder: string) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text fw={700} size="sm">
        {t('savedReplies.placeholders.title')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('savedReplies.placeholders.hint')}
      </Text>
      <Table verticalSpacing={4} data-testid="saved-reply-placeholders">
        <Table.Tbody>
          {SAVED_REPLY_PLACEHOLDERS.map((placeholder) => (
            <Table.Tr key={placeholder}>
              <Table.Td>
                <Button
                  variant="subtle"
                  size="compact-xs"
                  px={4}
                  onClick={() => onInsert(placeholder)}
                  aria-label={t('savedReplies.placeholders.insert', { name: placeholder, interpolation: { escapeValue: false } })}
                >
                  <Code>{placeholder}</Code>
                </Button>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t(`savedReplies.placeholders.${PLACEHOLDER_TEXT[placeholder]}`)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** New or edit: title, text (with the placeholders to put in), language and, for an Admin, who may use it. */
export function SavedReplyForm({ reply, admin, opened, onClose }: { reply: SavedReply | null; admin: boolean; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveSavedReply();
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const form = useSchemaForm(SaveSavedReplyRequest, {
    initialValues: { title: reply?.title ?? '', body: reply?.body ?? '', language: reply?.language ?? '', scope: reply?.scope ?? 'personal' } satisfies Values,
  });
  const close = () => {
    save.reset();
    onClose();
  };
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
  const submit = form.onSubmit((body) =>
    save.mutate(
      { id: reply?.id, body },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', message: t('savedReplies.saved', { title: saved.title }) });
          close();
        },
      },
    ),
  );
  // Only an Admin shares a reply; others see who it is for.
  const canShare = admin;
  return (
    <Modal opened={opened} onClose={close} title={reply ? t('savedReplies.edit') : t('savedReplies.new')} size="lg" data-testid="saved-reply-dialog">
      <ModalForm onSubmit={submit} testId="saved-reply-form" requiredHint submitLabel={t('common.save')} submitTestId="saved-reply-save" pending={save.isPending} onCancel={close}>
        <TextInput label={t('savedReplies.fields.title')} withAsterisk maxLength={SAVED_REPLY_TITLE_MAX} {...form.getInputProps('title')} data-autofocus data-testid="saved-reply-title" />
        <Textarea
          ref={bodyRef}
          label={t('savedReplies.fields.body')}
          withAsterisk
          autosize
          minRows={5}
          maxRows={14}
          maxLength={SAVED_REPLY_BODY_MAX}
          {...form.getInputProps('body')}
          data-testid="saved-reply-body"
        />
        <PlaceholderTable onInsert={insert} />
        <Group grow align="flex-start" wrap="wrap">
          <NativeSelect
            label={t('savedReplies.fields.language')}
            data={[{ value: '', label: t('savedReplies.anyLanguage') }, ...LANGUAGE_CODES.map((code) => ({ value: code, label: t(`language.names.${code}`) }))]}
            {...form.getInputProps('language')}
            miw={200}
            data-testid="saved-reply-language"
          />
          <Stack gap={4} miw={200}>
            <Text size="sm" fw={500} id="saved-reply-scope-label">
              {t('savedReplies.fields.scope')}
            </Text>
            <SegmentedControl
              aria-labelledby="saved-reply-scope-label"
              data={[
                { value: 'personal', label: t('savedReplies.scopes.personal') },
                { value: 'shared', label: t('savedReplies.scopes.shared'), disabled: !canShare },
              ]}
              {...form.getInputProps('scope')}
              data-testid="saved-reply-scope"
            />
            {!canShare && (
              <Text size="xs" c="dimmed">
                {t('savedReplies.sharedAdminOnly')}
              </Text>
            )}
          </Stack>
        </Group>
        <ErrorAlert error={save.error} testId="saved-reply-error" />
      </ModalForm>
    </Modal>
  );
}
