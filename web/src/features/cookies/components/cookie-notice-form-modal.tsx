import { Modal, NativeSelect, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, type LanguageCode } from '@customer-hub/contract/constants/languages';
import { COOKIE_TITLE_MAX } from '@customer-hub/contract/cookies';
import { ErrorAlert } from '@/components/error-alert';
import { ModalForm } from '@/components/modal-form';
import { RichTextEditor } from '@/components/rich-text-editor';
import { useSaveCookieNotice, type CookieNotice } from '@/features/cookies/notices-api';
import { useBreakpoint } from '@/lib/breakpoints';

interface Values {
  language: LanguageCode;
  title: string;
  text: string;
}

/** Create a cookie notice (a draft) or change one. */
export function CookieNoticeFormModal({ editing, onClose }: { editing: CookieNotice | null; onClose: () => void }) {
  const { t } = useTranslation();
  const isMobile = useBreakpoint() === 'mobile';
  const save = useSaveCookieNotice();
  const form = useForm<Values>({
    initialValues: editing ? { language: editing.language, title: editing.title, text: editing.text } : { language: 'en-US', title: '', text: '' },
    validate: {
      title: (v) => (v.trim() ? null : t('contentItems.required')),
      text: (v) => (v.trim() ? null : t('contentItems.required')),
    },
  });
  const submit = form.onSubmit((v) =>
    save.mutate(
      { id: editing?.id ?? null, body: { language: v.language, title: v.title.trim(), text: v.text } },
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
        <ErrorAlert error={save.error} />
      </ModalForm>
    </Modal>
  );
}
