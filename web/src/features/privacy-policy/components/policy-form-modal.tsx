import { Checkbox, Group, Modal, NativeSelect, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, type LanguageCode } from '@customer-hub/contract/constants/languages';
import { POLICY_TITLE_MAX, type PrivacyPolicy } from '@customer-hub/contract/privacy-policy';
import { DateField } from '@/components/date-field';
import { ErrorAlert } from '@/components/error-alert';
import { ModalForm } from '@/components/modal-form';
import { RichTextEditor } from '@/components/rich-text-editor';
import { useSavePolicy } from '@/features/privacy-policy/api';
import { localToday } from '@/lib/format';
import { useBreakpoint } from '@/lib/breakpoints';

interface Values {
  language: LanguageCode;
  title: string;
  text: string;
  effectiveDate: string;
  expiresDate: string;
  encrypted: boolean;
}

/** A calendar day (YYYY-MM-DD) as the instant it starts in the reader's time zone, and back. */
const startOf = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const dayOf = (iso: string) => localToday(new Date(iso));

/** Create a privacy-policy draft (the language's next version) or change one nobody has decided yet. */
export function PolicyFormModal({ editing, opened, onClose }: { editing: PrivacyPolicy | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const isMobile = useBreakpoint() === 'mobile';
  const save = useSavePolicy();
  const form = useForm<Values>({
    initialValues: editing
      ? { language: editing.language, title: editing.title, text: editing.text, effectiveDate: dayOf(editing.effectiveAt), expiresDate: editing.expiresAt ? dayOf(editing.expiresAt) : '', encrypted: editing.encrypted }
      : { language: 'en-US', title: '', text: '', effectiveDate: localToday(), expiresDate: '', encrypted: false },
    validate: {
      title: (v) => (v.trim() ? null : t('contentItems.required')),
      text: (v) => (v.trim() ? null : t('contentItems.required')),
      effectiveDate: (v) => (v ? null : t('contentItems.required')),
      expiresDate: (v, values) => (v && values.effectiveDate && v <= values.effectiveDate ? t('privacyPolicies.expiresBeforeEffective') : null),
    },
  });

  const submit = form.onSubmit((v) => {
    const body = { title: v.title.trim(), text: v.text, effectiveAt: startOf(v.effectiveDate), expiresAt: v.expiresDate ? startOf(v.expiresDate) : null, encrypted: v.encrypted };
    save.mutate(editing ? { id: editing.id, body } : { id: null, body: { ...body, language: v.language } }, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('privacyPolicies.saved') });
        onClose();
      },
    });
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? t('privacyPolicies.editTitle', { version: editing.version }) : t('privacyPolicies.createTitle')}
      size="xl"
      fullScreen={isMobile}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <ModalForm onSubmit={submit} testId="policy-form" requiredHint submitLabel={t('common.save')} submitTestId="policy-save" pending={save.isPending} onCancel={onClose}>
        {!editing && (
          <NativeSelect
            label={t('contentItems.language')}
            data={LANGUAGE_CODES.map((code) => ({ value: code, label: t(`language.names.${code}`) }))}
            {...form.getInputProps('language')}
            data-testid="policy-language"
          />
        )}
        <TextInput label={t('contentItems.title')} required maxLength={POLICY_TITLE_MAX} {...form.getInputProps('title')} data-testid="policy-title" />
        <RichTextEditor label={t('contentItems.text')} required {...form.getInputProps('text')} testId="policy-text" />
        <Group grow align="flex-start">
          <DateField label={t('privacyPolicies.effectiveAt')} required {...form.getInputProps('effectiveDate')} data-testid="policy-effective" />
          <DateField label={t('privacyPolicies.expiresAt')} clearable {...form.getInputProps('expiresDate')} data-testid="policy-expires" />
        </Group>
        <Checkbox label={t('privacyPolicies.encrypted')} {...form.getInputProps('encrypted', { type: 'checkbox' })} data-testid="policy-encrypted" />
        <ErrorAlert error={save.error} />
      </ModalForm>
    </Modal>
  );
}
