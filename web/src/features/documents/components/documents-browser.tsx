import { useState, type ReactNode } from 'react';
import { Button, Checkbox, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileZip } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { DataTable, pagedQueryProps } from '@/components/data-table';
import { DateRangeFilter, rangeIsValid, SearchFilter } from '@/components/list-filters';
import { QueryErrorState, isForbidden } from '@/components/query-error-state';
import {
  DOCUMENT_SORT_LIST,
  PAGE_SIZE,
  useDeleteDocument,
  useDocuments,
  type DocumentFilters,
  type DocumentSection,
  type DocumentSort,
  type DocumentSummary,
} from '@/features/documents/api';
import { DocumentCard, documentColumns, type RowControls } from '@/features/documents/components/document-row';
import { errorMessage } from '@/i18n/error-message';
import { DOCUMENT_ZIP_MAX, downloadZip } from '@/lib/document-download';
import { oneOf, useListState } from '@/lib/use-list-state';

const isSort = oneOf(DOCUMENT_SORT_LIST);

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
  const empty: DocumentFilters = { section, search: '', type: '', from: '', to: '' };
  const [filters, setFilters] = useState<DocumentFilters>(empty);
  const [applied, setApplied] = useState<DocumentFilters>(empty);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [deleting, setDeleting] = useState<DocumentSummary | null>(null);
  const list = useListState<DocumentSort>({ key: 'documentDate', direction: 'desc' }, isSort);
  const documents = useDocuments(applied, list.sort, list.page);
  const remove = useDeleteDocument();
  const zip = useMutation({
    mutationFn: (ids: string[]) => downloadZip(ids),
    onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t) }),
  });

  const change = (next: DocumentFilters) => {
    setFilters(next);
    if (!rangeIsValid(next)) return;
    // The typed search reports itself once on mount: only a real change starts over.
    if (JSON.stringify(next) === JSON.stringify(applied)) return;
    setApplied(next);
    setSelected(new Set());
    list.firstPage();
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
    onDelete: manage ? setDeleting : undefined,
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

  const confirmDelete = () => {
    if (!deleting) return;
    const target = deleting;
    remove.mutate(target.id, {
      onSuccess: () => {
        setDeleting(null);
        setSelected((current) => {
          const next = new Set(current);
          next.delete(target.id);
          return next;
        });
        notifications.show({ color: 'green', message: t('documents.deleted', { documentNo: target.documentNo }) });
      },
    });
  };

  if (isForbidden(documents.error)) return <QueryErrorState error={documents.error} />;

  return (
    <Stack gap="md">
      <Group gap="md" align="flex-start" wrap="wrap">
        <SearchFilter label={t('documents.filters.search')} value={filters.search} onChange={(search) => change({ ...filters, search })} testId="docs-search" />
        <NativeSelect
          label={t('documents.filters.type')}
          value={filters.type}
          onChange={(event) => change({ ...filters, type: event.currentTarget.value })}
          data={[{ value: '', label: t('common.all') }, ...types.map((type) => ({ value: type.code, label: type.name }))]}
          w={{ base: '100%', xs: 220 }}
          data-testid="docs-filter-type"
        />
        <DateRangeFilter from={filters.from} to={filters.to} onChange={(range) => change({ ...filters, ...range })} testId="docs" />
      </Group>
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
      <DataTable
        label={t(`documents.sections.${section}`)}
        columns={columns}
        {...pagedQueryProps(documents)}
        rowKey={(d) => d.id}
        emptyText={t('documents.empty')}
        page={list.page}
        pageSize={PAGE_SIZE}
        onPageChange={list.setPage}
        sort={list.sort}
        onSortChange={list.setSort}
        rowTestId={(d) => `docs-row-${d.id}`}
        mobileCard={(d) => <DocumentCard document={d} controls={controls} />}
        minWidth={manage ? 860 : 820}
        testId="docs-table"
      />
      {manage && (
        <ConfirmModal
          opened={deleting !== null}
          title={t('common.deleteTitle')}
          message={t('common.deleteConfirm')}
          confirmLabel={t('common.delete')}
          danger
          loading={remove.isPending}
          error={remove.error}
          onConfirm={confirmDelete}
          onClose={() => {
            setDeleting(null);
            remove.reset();
          }}
          testId="confirm-modal"
        />
      )}
    </Stack>
  );
}
