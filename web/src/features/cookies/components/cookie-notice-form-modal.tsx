import { Modal, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, type LanguageCode } from '@customer-hub/contract/constants/languages';
import { COOKIE_TITLE_MAX, CookieNoticeFields } from '@customer-hub/contract/cookies';
import { checkSchedule } from '@customer-hub/contract/schedule';
import { DateTimeField } from '@/components/date-time-field';
import { ErrorAlert } from '@/components/error-alert';
import { ModalForm } from '@/components/modal-form';
import { RichTextEditor } from '@/components/rich-text-editor';
import { useSaveCookieNotice, type CookieNotice } from '@/features/cookies/notices-api';
import { useBreakpoint } from '@/lib/breakpoints';
import { useSchemaForm } from '@/lib/form';

/** The form checks what the server checks: the contract's fields and schedule rule. */
const CookieNoticeForm = CookieNoticeFields.pick({ language: true, title: true, text: true, visibleFrom: true, visibleUntil: true }).superRefine(checkSchedule);

interface Values extends Record<string, unknown> {
  language: LanguageCode;
  title: string;
  text: string;
  visibleFrom: string | null;
  visibleUntil: string | null;
}

/** Create a cookie notice (a draft) or change one: language, title, text and when it is shown. */
export function CookieNoticeFormModal({ editing, onClose }: { editing: CookieNotice | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const isMobile = useBreakpoint() === 'mobile';
  const save = useSaveCookieNotice();
  const language = (LANGUAGE_CODES as readonly string[]).includes(i18n.language) ? (i18n.language as LanguageCode) : 'en-US';
  const form = useSchemaForm(CookieNoticeForm, {
    initialValues: editing
      ? { language: editing.language, title: editing.title, text: editing.text, visibleFrom: editing.visibleFrom, visibleUntil: editing.visibleUntil }
      : ({ language, title: '', text: '', visibleFrom: null, visibleUntil: null } satisfies Values),
    messages: {
      title: { required: 'contentItems.required', too_big: 'validation.tooLong' },
      text: { required: 'contentItems.required', too_big: 'validation.tooLong' },
      visibleUntil: { custom: 'validation.scheduleOrder' },
    },
  });
  const submit = form.onSubmit((body) =>
    save.mutate(
      { id: editing?.id ?? null, body },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('cookieNotices.saved') });
          onClose();
        },
      },
    ),
  );

  return (
    <Modal opened onClose={onClose} title={t(editing ? 'cookieNotices.editTitle' : 'cookieNotices.createTitle')} size="xl" fullScreen={isMobile} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <ModalForm onSubmit={submit} testId="cookie-form" requiredHint submitLabel={t('common.save')} submitTestId="cookie-save" pending={save.isPending} onCancel={onClose}>
        <NativeSelect
          label={t('contentItems.language')}
          data={LANGUAGE_CODES.map((code) => ({ value: code, label: t(`language.names.${code}`) }))}
          {...form.getInputProps('language')}
          data-testid="cookie-language"
        />
        <TextInput label={t('contentItems.title')} required maxLength={COOKIE_TITLE_MAX} {...form.getInputProps('title')} data-testid="cookie-title" />
        <RichTextEditor label={t('contentItems.text')} required {...form.getInputProps('text')} testId="cookie-text" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateTimeField label={t('contentItems.visibleFrom')} description={t('contentItems.visibleFromHint')} {...form.getInputProps('visibleFrom')} data-testid="cookie-visible-from" />
          <DateTimeField label={t('contentItems.visibleUntil')} description={t('contentItems.visibleUntilHint')} {...form.getInputProps('visibleUntil')} data-testid="cookie-visible-until" />
        </SimpleGrid>
        <ErrorAlert error={save.error} />
      </ModalForm>
    </Modal>
  );
}
