import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, FileInput, Group, Modal, NativeSelect, Progress, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { InlineLoader } from '@/components/inline-loader';
import {
  DOCUMENT_SECTION_LIST,
  useDocumentSettings,
  useDocumentTypes,
  useInvalidateDocuments,
  useOrgCompanies,
  type DocumentSection,
  type DocumentSummary,
  type DocumentType,
  type OrgCompany,
} from '@/features/documents/api';
import {
  emptyUpload,
  toUploadFields,
  UPLOAD_ACCEPT,
  validateUpload,
  type UploadErrors,
  type UploadFormValues,
} from '@/features/documents/components/upload-form';
import { uploadDocument, UploadAbortedError } from '@/features/documents/upload';
import { currentLanguage } from '@/i18n/i18n';
import { problemField } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { localToday } from '@/lib/format';

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
  return DOCUMENT_SECTION_LIST.map((section) => ({
    group: sectionLabel(section),
    items: types.filter((type) => type.section === section).map((type) => ({ value: type.code, label: type.names[language] || type.code })),
  })).filter((group) => group.items.length > 0);
}

function UploadForm({ companies, types, maxMegabytes, onUploaded, onCancel }: UploadFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<UploadFormValues>(() => ({
    ...emptyUpload(localToday()),
    companyId: companies.length === 1 ? (companies[0]?.id ?? '') : '',
  }));
  const [errors, setErrors] = useState<UploadErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const invalidate = useInvalidateDocuments();
  const upload = useMutation({
    mutationFn: (form: UploadFormValues) => {
      abort.current = new AbortController();
      setProgress(0);
      const invoice = types.find((type) => type.code === form.typeCode)?.section === 'Invoices';
      return uploadDocument(toUploadFields(form, invoice), form.file as File, { onProgress: setProgress, signal: abort.current.signal });
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
  const company = companies.find((c) => c.id === values.companyId);
  const partner = company?.businessPartners.find((p) => p.id === values.businessPartnerId);

  const set = (patch: Partial<UploadFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (Object.keys(errors).length > 0) setErrors(validateUpload(next, maxBytes));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (upload.isPending) return;
    const found = validateUpload(values, maxBytes);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    upload.mutate(values);
  };

  const fieldError = (field: keyof UploadFormValues) => {
    const error = errors[field];
    if (!error) return null;
    if (error === 'tooLarge') return t('documents.upload.tooLarge', { max: maxMegabytes ?? 0 });
    return t(`documents.upload.errors.${error}`);
  };
  const serverError = upload.error instanceof UploadAbortedError ? null : upload.error;
  const invoiceType = types.find((type) => type.code === values.typeCode)?.section === 'Invoices';
  // The server names the field when the current account has no entry with that number.
  const ledgerRefused = (problemField(serverError, 'errors') as { path?: string }[] | undefined)?.some((e) => e.path === 'ledgerDocumentNo') ?? false;

  return (
    <form onSubmit={submit} noValidate data-testid="docs-upload-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('common.requiredHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <NativeSelect
            label={t('documents.upload.company')}
            withAsterisk
            value={values.companyId}
            onChange={(event) => set({ companyId: event.currentTarget.value, businessPartnerId: '', siteId: '' })}
            data={[{ value: '', label: t('documents.upload.choose') }, ...companies.map((c) => ({ value: c.id, label: c.name }))]}
            error={fieldError('companyId')}
            data-testid="docs-upload-company"
          />
          <NativeSelect
            label={t('documents.upload.partner')}
            withAsterisk
            value={values.businessPartnerId}
            disabled={!company}
            onChange={(event) => set({ businessPartnerId: event.currentTarget.value, siteId: '' })}
            data={[
              { value: '', label: t('documents.upload.choose') },
              ...(company?.businessPartners ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.customerNo})` })),
            ]}
            error={fieldError('businessPartnerId')}
            data-testid="docs-upload-partner"
          />
          <NativeSelect
            label={t('documents.upload.site')}
            value={values.siteId}
            disabled={!partner || partner.sites.length === 0}
            onChange={(event) => set({ siteId: event.currentTarget.value })}
            data={[{ value: '', label: t('documents.upload.wholePartner') }, ...(partner?.sites ?? []).map((s) => ({ value: s.id, label: s.name }))]}
            data-testid="docs-upload-site"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <NativeSelect
            label={t('documents.upload.type')}
            withAsterisk
            value={values.typeCode}
            onChange={(event) => set({ typeCode: event.currentTarget.value })}
            data={[{ value: '', label: t('documents.upload.choose') }, ...typeOptions(types, (s) => t(`documents.sections.${s}`))]}
            error={fieldError('typeCode')}
            data-testid="docs-upload-type"
          />
          <TextInput
            label={t('documents.upload.documentNo')}
            withAsterisk
            maxLength={64}
            value={values.documentNo}
            onChange={(event) => set({ documentNo: event.currentTarget.value })}
            error={fieldError('documentNo')}
            data-testid="docs-upload-number"
          />
          <TextInput
            type="date"
            label={t('documents.upload.documentDate')}
            withAsterisk
            value={values.documentDate}
            onChange={(event) => set({ documentDate: event.currentTarget.value })}
            error={fieldError('documentDate')}
            data-testid="docs-upload-date"
          />
        </SimpleGrid>
        {invoiceType && (
          <TextInput
            label={t('documents.upload.ledgerDocumentNo')}
            description={t('documents.upload.ledgerDocumentNoHint')}
            maxLength={64}
            value={values.ledgerDocumentNo}
            onChange={(event) => set({ ledgerDocumentNo: event.currentTarget.value })}
            error={fieldError('ledgerDocumentNo') ?? (ledgerRefused ? t('documents.upload.errors.ledgerNotFound') : null)}
            data-testid="docs-upload-ledger-no"
          />
        )}
        <TextInput
          label={t('documents.upload.title')}
          withAsterisk
          maxLength={200}
          value={values.title}
          onChange={(event) => set({ title: event.currentTarget.value })}
          error={fieldError('title')}
          data-testid="docs-upload-title"
        />
        <Textarea
          label={t('documents.upload.description')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={2000}
          value={values.description}
          onChange={(event) => set({ description: event.currentTarget.value })}
          error={fieldError('description')}
          data-testid="docs-upload-description"
        />
        <FileInput
          label={t('documents.upload.file')}
          description={maxMegabytes !== null ? t('documents.upload.maxSize', { max: maxMegabytes }) : t('documents.upload.fileHint')}
          placeholder={t('documents.upload.choose')}
          withAsterisk
          clearable
          accept={UPLOAD_ACCEPT}
          value={values.file}
          onChange={(file) => set({ file })}
          leftSection={<IconUpload size={16} aria-hidden="true" />}
          error={fieldError('file')}
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
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={upload.isPending} data-testid="docs-upload-submit">
            {t('documents.upload.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
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
