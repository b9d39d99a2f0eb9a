import { useState, type ReactNode } from 'react';
import { Button, Checkbox, Group, NativeSelect, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileZip } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_SORTS } from '@customer-hub/contract/constants/documents';
import type { DocumentSection, DocumentSummary } from '@customer-hub/contract/documents';
import { ConfirmModal } from '@/components/confirm-modal';
import { DateRangeFilter, SearchFilter, SiteChip } from '@/components/list-filters';
import { ListPage } from '@/components/list-page';
import { PAGE_SIZE, useDeleteDocument, useDocuments } from '@/features/documents/api';
import { DocumentCard, documentColumns, type RowControls } from '@/features/documents/components/document-row';
import { errorMessage } from '@/lib/error-message';
import { DOCUMENT_ZIP_MAX, downloadZip } from '@/lib/document-download';
import { useDeleteConfirm } from '@/components/use-delete-confirm';
import { useListPage } from '@/lib/use-list-page';
import { failure } from '@/lib/notify';

interface DocumentsBrowserProps {
  section: DocumentSection;
  /** The types of the section, for the type filter. */
  types: readonly { code: string; name: string }[];
  /** Back office: a delete action on every row. */
  manage?: boolean;
  /** More buttons in the toolbar (the back office's upload). */
  actions?: ReactNode;
}

/**
 * One section's documents: search, type and date filters, a paged sortable table (cards on
 * phones), downloads one by one or selected as a ZIP. Mount it again (key) for another section:
 * page, filters and selection start over.
 */
export function DocumentsBrowser({ section, types, manage = false, actions }: DocumentsBrowserProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const list = useListPage({
    filters: { search: '', type: '', from: '', to: '', siteId: '' },
    sorts: DOCUMENT_SORTS,
    sort: { key: 'documentDate', direction: 'desc' },
    pageSize: PAGE_SIZE,
  });
  const documents = useDocuments(section, list.filters, list.sort, list.page);
  const confirmDelete = useDeleteConfirm<DocumentSummary>({
    remove: useDeleteDocument(),
    doneMessage: (document) => t('documents.deleted', { documentNo: document.documentNo }),
    // A deleted document leaves the selection.
    onDeleted: (document) =>
      setSelected((current) => {
        const next = new Set(current);
        next.delete(document.id);
        return next;
      }),
  });
  const zip = useMutation({
    mutationFn: (ids: string[]) => downloadZip(ids),
    onError: (error) => notifications.show(failure({ message: errorMessage(error, t) })),
  });

  // Another set of documents: the selection starts over (it is kept across pages).
  const change = (next: Partial<typeof list.filters>) => {
    if (Object.entries(next).every(([key, value]) => list.filters[key as keyof typeof list.filters] === value)) return;
    list.setFilters(next);
    setSelected(new Set());
  };

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else if (next.size < DOCUMENT_ZIP_MAX) next.add(id);
      return next;
    });

  const controls: RowControls = {
    isSelected: (id) => selected.has(id),
    canSelectMore: selected.size < DOCUMENT_ZIP_MAX,
    toggle,
    onDelete: manage ? confirmDelete.ask : undefined,
  };
  const columns = documentColumns(t, controls);

  const rows = documents.data?.items ?? [];
  const pageIds = rows.map((d) => d.id);
  const pageSelected = pageIds.filter((id) => selected.has(id)).length;
  const togglePage = () =>
    setSelected((current) => {
      const next = new Set(current);
      if (pageSelected === pageIds.length) pageIds.forEach((id) => next.delete(id));
      else for (const id of pageIds) if (next.size < DOCUMENT_ZIP_MAX) next.add(id);
      return next;
    });

  const toolbar = (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      <Group gap="md" align="center" wrap="wrap">
        <Checkbox
          label={t('documents.selectPage')}
          checked={pageIds.length > 0 && pageSelected === pageIds.length}
          indeterminate={pageSelected > 0 && pageSelected < pageIds.length}
          disabled={pageIds.length === 0}
          onChange={togglePage}
          data-testid="docs-select-page"
        />
        <Button
          variant="default"
          leftSection={<IconFileZip size={16} aria-hidden="true" />}
          disabled={selected.size === 0}
          loading={zip.isPending}
          onClick={() => zip.mutate([...selected])}
          data-testid="docs-download-zip"
        >
          {t('documents.downloadSelected', { count: selected.size })}
        </Button>
        {selected.size >= DOCUMENT_ZIP_MAX && (
          <Text size="sm" c="dimmed" data-testid="docs-zip-max">
            {t('documents.zipMax', { max: DOCUMENT_ZIP_MAX })}
          </Text>
        )}
      </Group>
      {actions}
    </Group>
  );

  return (
    <ListPage
      label={t(`documents.sections.${section}`)}
      list={list}
      query={documents}
      columns={columns}
      emptyText={t('documents.empty')}
      filters={
        <>
          <SearchFilter label={t('documents.filters.search')} value={list.filters.search} onChange={(search) => change({ search })} testId="docs-search" />
          <NativeSelect
            label={t('documents.filters.type')}
            value={list.filters.type}
            onChange={(event) => change({ type: event.currentTarget.value })}
            data={[{ value: '', label: t('common.all') }, ...types.map((type) => ({ value: type.code, label: type.name }))]}
            w={{ base: '100%', xs: 220 }}
            data-testid="docs-filter-type"
          />
          <DateRangeFilter from={list.filters.from} to={list.filters.to} onChange={change} testId="docs" />
          {list.filters.siteId && <SiteChip onClear={() => change({ siteId: '' })} testId="docs-filter-site" />}
        </>
      }
      toolbar={toolbar}
      noDetail
      rowTestId={(d) => `docs-row-${d.id}`}
      mobileCard={(d) => <DocumentCard document={d} controls={controls} />}
      minWidth={manage ? 860 : 820}
      testId="docs-table"
    >
      {manage && <ConfirmModal {...confirmDelete.modal} />}
    </ListPage>
  );
}
