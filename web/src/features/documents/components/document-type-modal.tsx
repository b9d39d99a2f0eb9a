import { Modal, NativeSelect, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CreateDocumentTypeRequest, DocumentTypeCode, type DocumentType } from '@customer-hub/contract/documents';
import { LANGUAGE_CODES } from '@customer-hub/contract/constants/languages';
import { DOCUMENT_SECTIONS, DOCUMENT_TYPE_CODE_MAX, DOCUMENT_TYPE_NAME_MAX } from '@customer-hub/contract/constants/documents';
import { ErrorAlert } from '@/components/error-alert';
import { ModalForm } from '@/components/modal-form';
import { useCreateDocumentType, useSaveDocumentType } from '@/features/documents/api';
import { errorCode } from '@/lib/error-message';
import { useSchemaForm, type FieldMessages } from '@/lib/form';

/** The contract's type, its code as typed (spaces around it do not count). */
const schema = CreateDocumentTypeRequest.extend({ code: z.string().trim().pipe(DocumentTypeCode) });

type Values = CreateDocumentTypeRequest;

function TypeForm({ editing, onDone, onCancel }: { editing: DocumentType | null; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const create = useCreateDocumentType();
  const save = useSaveDocumentType();
  const mutation = editing ? save : create;
  const initialValues: Values = editing
    ? { code: editing.code, names: { ...editing.names }, section: editing.section, visible: editing.visible }
    : { code: '', names: { 'en-US': '', 'es-ES': '', 'pt-PT': '' }, section: 'Folders', visible: true };
  const form = useSchemaForm(schema, {
    initialValues,
    messages: {
      code: 'documents.types.codeInvalid',
      ...Object.fromEntries(LANGUAGE_CODES.map((l): [string, FieldMessages] => [`names.${l}`, () => t('documents.types.nameRequired', { max: DOCUMENT_TYPE_NAME_MAX })])),
    },
  });

  const submit = form.onSubmit((values) => {
    if (mutation.isPending) return;
    const done = () => {
      notifications.show({ color: 'green', message: t(editing ? 'documents.types.saved' : 'documents.types.created', { code: values.code }) });
      onDone();
    };
    const { code: _code, ...body } = values;
    if (editing) save.mutate({ code: editing.code, body }, { onSuccess: done });
    else create.mutate(values, { onSuccess: done });
  });

  const conflict = errorCode(mutation.error) === 'CONFLICT';
  return (
    <ModalForm onSubmit={submit} testId="doctype-form" requiredHint submitLabel={editing ? t('common.save') : t('documents.types.add')} submitTestId="doctype-form-submit" pending={mutation.isPending} onCancel={onCancel}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('documents.types.code')}
          description={t('documents.types.codeHint')}
          withAsterisk
          disabled={!!editing}
          maxLength={DOCUMENT_TYPE_CODE_MAX}
          autoCapitalize="none"
          spellCheck={false}
          {...form.getInputProps('code')}
          data-testid="doctype-form-code"
        />
        <NativeSelect
          label={t('documents.types.section')}
          withAsterisk
          {...form.getInputProps('section')}
          data={DOCUMENT_SECTIONS.map((s) => ({ value: s, label: t(`documents.sections.${s}`) }))}
          data-testid="doctype-form-section"
        />
      </SimpleGrid>
      {LANGUAGE_CODES.map((language) => (
        <TextInput
          key={language}
          label={t('documents.types.nameIn', { language: t(`language.names.${language}`) })}
          withAsterisk
          maxLength={DOCUMENT_TYPE_NAME_MAX}
          lang={language}
          {...form.getInputProps(`names.${language}`)}
          data-testid={`doctype-form-name-${language}`}
        />
      ))}
      <Switch
        label={t('documents.types.visible')}
        description={t('documents.types.visibleHint')}
        {...form.getInputProps('visible', { type: 'checkbox' })}
        data-testid="doctype-form-visible"
      />
      <ErrorAlert message={conflict ? t('documents.types.codeTaken') : null} error={mutation.error} testId="doctype-form-error" />
    </ModalForm>
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
