import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, type LanguageCode } from '@customer-hub/contract/languages';
import { ErrorAlert } from '@/components/error-alert';
import {
  DOCUMENT_SECTION_LIST,
  useCreateDocumentType,
  useSaveDocumentType,
  type CreateDocumentTypeRequest,
  type DocumentSection,
  type DocumentType,
} from '@/features/documents/api';
import { errorCode } from '@/i18n/error-message';

/** The contract's DocumentTypeCode and name bounds, checked before sending. */
const CODE = /^[A-Za-z0-9_-]{2,40}$/;
const NAME_MAX = 80;

type Values = CreateDocumentTypeRequest;
type Errors = Partial<Record<'code' | LanguageCode, string>>;

const isSection = (value: string): value is DocumentSection => (DOCUMENT_SECTION_LIST as readonly string[]).includes(value);

function TypeForm({ editing, onDone, onCancel }: { editing: DocumentType | null; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const create = useCreateDocumentType();
  const save = useSaveDocumentType();
  const mutation = editing ? save : create;
  const [values, setValues] = useState<Values>(() =>
    editing
      ? { code: editing.code, names: { ...editing.names }, section: editing.section, visible: editing.visible }
      : { code: '', names: { 'en-US': '', 'es-ES': '', 'pt-PT': '' }, section: 'Folders', visible: true },
  );
  const [errors, setErrors] = useState<Errors>({});

  const validate = (next: Values): Errors => {
    const found: Errors = {};
    if (!CODE.test(next.code.trim())) found.code = t('documents.types.codeInvalid');
    for (const language of LANGUAGE_CODES) {
      const name = next.names[language].trim();
      if (!name || name.length > NAME_MAX) found[language] = t('documents.types.nameRequired', { max: NAME_MAX });
    }
    return found;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const names = Object.fromEntries(LANGUAGE_CODES.map((l) => [l, values.names[l].trim()])) as Values['names'];
    const done = () => {
      notifications.show({ color: 'green', message: t(editing ? 'documents.types.saved' : 'documents.types.created', { code: values.code.trim() }) });
      onDone();
    };
    if (editing) save.mutate({ code: editing.code, body: { names, section: values.section, visible: values.visible } }, { onSuccess: done });
    else create.mutate({ ...values, code: values.code.trim(), names }, { onSuccess: done });
  };

  const conflict = errorCode(mutation.error) === 'CONFLICT';
  return (
    <form onSubmit={submit} noValidate data-testid="doctype-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('common.requiredHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('documents.types.code')}
            description={t('documents.types.codeHint')}
            withAsterisk
            disabled={!!editing}
            maxLength={40}
            autoCapitalize="none"
            spellCheck={false}
            value={values.code}
            onChange={(event) => setValues({ ...values, code: event.currentTarget.value })}
            error={errors.code}
            data-testid="doctype-form-code"
          />
          <NativeSelect
            label={t('documents.types.section')}
            withAsterisk
            value={values.section}
            onChange={(event) => {
              const section = event.currentTarget.value;
              if (isSection(section)) setValues({ ...values, section });
            }}
            data={DOCUMENT_SECTION_LIST.map((s) => ({ value: s, label: t(`documents.sections.${s}`) }))}
            data-testid="doctype-form-section"
          />
        </SimpleGrid>
        {LANGUAGE_CODES.map((language) => (
          <TextInput
            key={language}
            label={t('documents.types.nameIn', { language: t(`language.names.${language}`) })}
            withAsterisk
            maxLength={NAME_MAX}
            lang={language}
            value={values.names[language]}
            onChange={(event) => setValues({ ...values, names: { ...values.names, [language]: event.currentTarget.value } })}
            error={errors[language]}
            data-testid={`doctype-form-name-${language}`}
          />
        ))}
        <Switch
          label={t('documents.types.visible')}
          description={t('documents.types.visibleHint')}
          checked={values.visible}
          onChange={(event) => setValues({ ...values, visible: event.currentTarget.checked })}
          data-testid="doctype-form-visible"
        />
        <ErrorAlert message={conflict ? t('documents.types.codeTaken') : null} error={mutation.error} testId="doctype-form-error" />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={mutation.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending} data-testid="doctype-form-submit">
            {editing ? t('common.save') : t('documents.types.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface DocumentTypeModalProps {
  opened: boolean;
  /** The type whose names are edited; null adds a new one. */
  editing: DocumentType | null;
  onClose: () => void;
}

/** Add a document type, or edit one's names, section and visibility (staff). */
export function DocumentTypeModal({ opened, editing, onClose }: DocumentTypeModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? t('documents.types.editTitle', { code: editing.code }) : t('documents.types.addTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <TypeForm key={editing?.code ?? 'new'} editing={editing} onDone={onClose} onCancel={onClose} />}
    </Modal>
  );
}
