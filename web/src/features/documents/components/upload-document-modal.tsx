import { useEffect, useRef, useState } from 'react';
import { FileInput, Modal, NativeSelect, Progress, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_DESCRIPTION_MAX, DOCUMENT_NO_MAX, DOCUMENT_SECTIONS, DOCUMENT_TITLE_MAX } from '@customer-hub/contract/constants/documents';
import type { DocumentSection, DocumentSummary, DocumentType } from '@customer-hub/contract/documents';
import { DateField } from '@/components/date-field';
import { ErrorAlert } from '@/components/error-alert';
import { ModalForm } from '@/components/modal-form';
import { InlineLoader } from '@/components/inline-loader';
import { useDocumentSettings, useDocumentTypes, useInvalidateDocuments, useOrgCompanies, type OrgCompany } from '@/features/documents/api';
import { emptyUpload, UPLOAD_ACCEPT, UPLOAD_FALLBACK, uploadFormSchema, uploadMessages } from '@/features/documents/components/upload-form';
import { uploadDocument, type UploadFields } from '@/features/documents/upload';
import { currentLanguage } from '@/i18n/i18n';
import { problemField } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { localToday } from '@/lib/format';
import { useSchemaForm } from '@/lib/form';
import { UploadAbortedError } from '@/lib/upload';

const MEGABYTE = 1024 * 1024;

interface UploadFormProps {
  companies: OrgCompany[];
  types: DocumentType[];
  /** Known to admins only; others learn it from the server's FILE_TOO_LARGE. */
  maxMegabytes: number | null;
  onUploaded: (document: DocumentSummary) => void;
  onCancel: () => void;
}

/** The types grouped by section, named in the user's language. */
function typeOptions(types: DocumentType[], sectionLabel: (section: DocumentSection) => string) {
  const language = currentLanguage();
  return DOCUMENT_SECTIONS.map((section) => ({
    group: sectionLabel(section),
    items: types.filter((type) => type.section === section).map((type) => ({ value: type.code, label: type.names[language] || type.code })),
  })).filter((group) => group.items.length > 0);
}

function UploadForm({ companies, types, maxMegabytes, onUploaded, onCancel }: UploadFormProps) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const invalidate = useInvalidateDocuments();
  const upload = useMutation({
    mutationFn: ({ file, ...fields }: UploadFields & { file: File }) => {
      abort.current = new AbortController();
      setProgress(0);
      return uploadDocument(fields, file, { onProgress: setProgress, signal: abort.current.signal });
    },
    onSuccess: (document) => {
      void invalidate();
      onUploaded(document);
    },
    onSettled: () => setProgress(null),
  });
  // Leaving the form (cancel, close) stops an upload under way.
  useEffect(() => () => abort.current?.abort(), []);

  const maxBytes = maxMegabytes === null ? null : maxMegabytes * MEGABYTE;
  const initialValues = { ...emptyUpload(localToday()), companyId: companies.length === 1 ? (companies[0]?.id ?? '') : '' };
  const invoiceType = (typeCode: string) => types.find((type) => type.code === typeCode)?.section === 'Invoices';
  const [invoice, setInvoice] = useState(false);
  const form = useSchemaForm(uploadFormSchema(maxBytes, invoice), { initialValues, messages: uploadMessages(t, maxMegabytes), fallback: UPLOAD_FALLBACK });
  form.watch('typeCode', ({ value }) => setInvoice(invoiceType(value)));
  const values = form.getValues();
  const company = companies.find((c) => c.id === values.companyId);
  const partner = company?.businessPartners.find((p) => p.id === values.businessPartnerId);

  const submit = form.onSubmit(({ companyId: _company, ...fields }) => {
    if (!upload.isPending) upload.mutate(fields);
  });

  const serverError = upload.error instanceof UploadAbortedError ? null : upload.error;
  // The server names the field when the current account has no entry with that number.
  const ledgerRefused = (problemField(serverError, 'errors') as { path?: string }[] | undefined)?.some((e) => e.path === 'ledgerDocumentNo') ?? false;

  return (
    <ModalForm onSubmit={submit} testId="docs-upload-form" requiredHint submitLabel={t('documents.upload.submit')} submitTestId="docs-upload-submit" cancelWhilePending pending={upload.isPending} onCancel={onCancel}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <NativeSelect
          label={t('documents.upload.company')}
          withAsterisk
          {...form.getInputProps('companyId')}
          onChange={(event) => form.setValues({ companyId: event.currentTarget.value, businessPartnerId: '', siteId: '' })}
          data={[{ value: '', label: t('documents.upload.choose') }, ...companies.map((c) => ({ value: c.id, label: c.name }))]}
          data-testid="docs-upload-company"
        />
        <NativeSelect
          label={t('documents.upload.partner')}
          withAsterisk
          {...form.getInputProps('businessPartnerId')}
          disabled={!company}
          onChange={(event) => form.setValues({ businessPartnerId: event.currentTarget.value, siteId: '' })}
          data={[
            { value: '', label: t('documents.upload.choose') },
            ...(company?.businessPartners ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.customerNo})` })),
          ]}
          data-testid="docs-upload-partner"
        />
        <NativeSelect
          label={t('documents.upload.site')}
          {...form.getInputProps('siteId')}
          disabled={!partner || partner.sites.length === 0}
          data={[{ value: '', label: t('documents.upload.wholePartner') }, ...(partner?.sites ?? []).map((s) => ({ value: s.id, label: s.name }))]}
          data-testid="docs-upload-site"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <NativeSelect
          label={t('documents.upload.type')}
          withAsterisk
          {...form.getInputProps('typeCode')}
          data={[{ value: '', label: t('documents.upload.choose') }, ...typeOptions(types, (s) => t(`documents.sections.${s}`))]}
          data-testid="docs-upload-type"
        />
        <TextInput
          label={t('documents.upload.documentNo')}
          withAsterisk
          maxLength={DOCUMENT_NO_MAX}
          {...form.getInputProps('documentNo')}
          data-testid="docs-upload-number"
        />
        <DateField
          label={t('documents.upload.documentDate')}
          withAsterisk
          {...form.getInputProps('documentDate')}
          data-testid="docs-upload-date"
        />
      </SimpleGrid>
      {invoice && (
        <TextInput
          label={t('documents.upload.ledgerDocumentNo')}
          description={t('documents.upload.ledgerDocumentNoHint')}
          maxLength={DOCUMENT_NO_MAX}
          {...form.getInputProps('ledgerDocumentNo')}
          error={form.errors.ledgerDocumentNo ?? (ledgerRefused ? t('documents.upload.errors.ledgerNotFound') : null)}
          data-testid="docs-upload-ledger-no"
        />
      )}
      <TextInput
        label={t('documents.upload.title')}
        withAsterisk
        maxLength={DOCUMENT_TITLE_MAX}
        {...form.getInputProps('title')}
        data-testid="docs-upload-title"
      />
      <Textarea
        label={t('documents.upload.description')}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={DOCUMENT_DESCRIPTION_MAX}
        {...form.getInputProps('description')}
        data-testid="docs-upload-description"
      />
      <FileInput
        label={t('documents.upload.file')}
        description={maxMegabytes !== null ? t('documents.upload.maxSize', { max: maxMegabytes }) : t('documents.upload.fileHint')}
        placeholder={t('documents.upload.choose')}
        withAsterisk
        clearable
        accept={UPLOAD_ACCEPT}
        {...form.getInputProps('file')}
        leftSection={<IconUpload size={16} aria-hidden="true" />}
        data-testid="docs-upload-file"
      />
      {progress !== null && (
        <Progress
          value={Math.round(progress * 100)}
          animated
          aria-label={t('documents.upload.progress', { percent: Math.round(progress * 100) })}
          data-testid="docs-upload-progress"
        />
      )}
      <ErrorAlert error={serverError} testId="docs-upload-error" />
    </ModalForm>
  );
}

interface UploadDocumentModalProps {
  opened: boolean;
  onClose: () => void;
  onUploaded: (document: DocumentSummary) => void;
}

/** Staff: a document for a business partner (or one of its sites), with its type, number, date and file. */
export function UploadDocumentModal({ opened, onClose, onUploaded }: UploadDocumentModalProps) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  // Only admins may read the document settings; the others see the server's FILE_TOO_LARGE.
  const isAdmin = !!user?.roles.includes('Admin');
  const companies = useOrgCompanies(opened);
  const types = useDocumentTypes(opened);
  const settings = useDocumentSettings(opened && isAdmin);

  let body;
  if (companies.isPending || types.isPending) body = <InlineLoader py="xl" />;
  else if (companies.isError || types.isError) body = <ErrorAlert error={companies.error ?? types.error} />;
  else
    body = (
      <UploadForm
        companies={companies.data}
        types={types.data}
        maxMegabytes={settings.data?.maxUploadMegabytes ?? null}
        onUploaded={onUploaded}
        onCancel={onClose}
      />
    );

  return (
    <Modal opened={opened} onClose={onClose} title={t('documents.upload.heading')} size="xl" closeButtonProps={{ 'aria-label': t('common.close') }}>
      {body}
    </Modal>
  );
}
