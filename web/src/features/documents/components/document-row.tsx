import { Checkbox, Group, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DocumentSummary } from '@customer-hub/contract/documents';
import { ContentRowActions } from '@/components/content-row-actions';
import type { Column } from '@/components/data-table';
import { DocumentDownloadButton } from '@/components/document-download-button';
import { formatBytes, formatDate } from '@/lib/format';

/** What a row's controls need: its selection and, in the back office, deletion. */
export interface RowControls {
  isSelected: (id: string) => boolean;
  /** False once the ZIP limit is reached: only selected rows may change. */
  canSelectMore: boolean;
  toggle: (id: string) => void;
  /** Set in the back office: the delete action. */
  onDelete?: (document: DocumentSummary) => void;
}

/** "Lusitania Retail · Lisboa Centro", or the business partner alone. */
export function placeOf(document: DocumentSummary): string {
  return document.siteName ? `${document.businessPartnerName} · ${document.siteName}` : document.businessPartnerName;
}

/** The title, cut to one line, with where the document belongs below it. */
function TitleCell({ document }: { document: DocumentSummary }) {
  const place = placeOf(document);
  return (
    <Stack gap={0} maw={320}>
      <Text size="sm" truncate="end" title={document.title}>
        {document.title}
      </Text>
      <Text size="xs" c="dimmed" truncate="end" title={place}>
        {place}
      </Text>
    </Stack>
  );
}

function SelectBox({ document, controls }: { document: DocumentSummary; controls: RowControls }) {
  const { t } = useTranslation();
  const selected = controls.isSelected(document.id);
  return (
    <Checkbox
      checked={selected}
      disabled={!selected && !controls.canSelectMore}
      onChange={() => controls.toggle(document.id)}
      aria-label={t('documents.selectOne', { documentNo: document.documentNo })}
      data-testid={`docs-select-${document.id}`}
    />
  );
}

function RowActions({ document, controls }: { document: DocumentSummary; controls: RowControls }) {
  const { t } = useTranslation();
  const { onDelete } = controls;
  return (
    <ContentRowActions name={document.documentNo} testId={(action) => `docs-${action}-${document.id}`} onDelete={onDelete && (() => onDelete(document))}>
      <DocumentDownloadButton
        documentId={document.id}
        downloadLink={document.downloadLink}
        label={t('documents.downloadOne', { documentNo: document.documentNo })}
        testId={`docs-download-${document.id}`}
      />
    </ContentRowActions>
  );
}

/** The table's columns: selection, number, title (with where), type, date, size, actions. */
export function documentColumns(t: TFunction, controls: RowControls): Column<DocumentSummary>[] {
  return [
    { key: 'select', header: t('documents.columns.select'), cell: (d) => <SelectBox document={d} controls={controls} />, nowrap: true, headerHidden: true },
    { key: 'documentNo', header: t('documents.columns.documentNo'), cell: (d) => d.documentNo, nowrap: true, sortKey: 'documentNo' },
    // The business partner and site go under the title, so the row's actions stay in view on a laptop.
    { key: 'title', header: t('documents.columns.title'), cell: (d) => <TitleCell document={d} />, sortKey: 'title' },
    { key: 'type', header: t('documents.columns.type'), cell: (d) => d.typeName, nowrap: true, sortKey: 'type' },
    { key: 'documentDate', header: t('documents.columns.date'), cell: (d) => formatDate(d.documentDate), nowrap: true, sortKey: 'documentDate' },
    { key: 'size', header: t('documents.columns.size'), cell: (d) => formatBytes(d.size), nowrap: true, align: 'right', sortKey: 'size' },
    { key: 'actions', header: t('common.actions'), cell: (d) => <RowActions document={d} controls={controls} />, nowrap: true },
  ];
}

/** A document on a phone: selection and number, title, type and date, where, size, actions. */
export function DocumentCard({ document, controls }: { document: DocumentSummary; controls: RowControls }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <Group align="flex-start" wrap="nowrap" gap="sm" miw={0}>
        <SelectBox document={document} controls={controls} />
        <Stack gap={2} miw={0}>
          <Text fw={700}>{document.documentNo}</Text>
          <Text size="sm" lineClamp={2}>
            {document.title}
          </Text>
          <Text size="sm" c="dimmed">
            {document.typeName} · {formatDate(document.documentDate)} · {formatBytes(document.size)}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            {placeOf(document)}
          </Text>
        </Stack>
      </Group>
      <RowActions document={document} controls={controls} />
    </Group>
  );
}
