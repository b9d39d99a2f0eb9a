import { useState, type ReactNode } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, type LanguageCode } from '@customer-hub/contract/constants/languages';
import { ConfirmModal, type ConfirmModalProps } from '@/components/confirm-modal';
import type { Column } from '@/components/data-table';
import { ListCard } from '@/components/list-card';
import { LanguageFilter } from '@/components/list-filters';
import { ListPage, type PagedQuery } from '@/components/list-page';
import { RichTextPreviewModal } from '@/components/rich-text-preview-modal';
import { formatDateTime } from '@/lib/format';
import { useListPage } from '@/lib/use-list-page';

/** A text of one language that the back office writes, previews and publishes (a cookie notice, a privacy-policy version). */
interface ContentItem {
  id: string;
  language: LanguageCode;
  title: string;
  text: string;
  updatedAt: string;
}

/**
 * A content list's state: the language filter and the page in the URL (`?lang=`, `?page=`), the
 * item in the form (`editing` null for a new one) and the one previewed.
 */
export function useContentList<T extends ContentItem>(pageSize: number) {
  const list = useListPage({ filters: { lang: '' }, allowed: { lang: LANGUAGE_CODES }, pageSize });
  const [form, setForm] = useState<{ editing: T | null } | null>(null);
  const [preview, setPreview] = useState<T | null>(null);
  return {
    list,
    language: list.filters.lang as LanguageCode | '',
    form,
    openForm: (editing: T | null) => setForm({ editing }),
    closeForm: () => setForm(null),
    preview,
    setPreview,
  };
}

export type ContentList<T extends ContentItem> = ReturnType<typeof useContentList<T>>;

interface ContentListPanelProps<T extends ContentItem> {
  content: ContentList<T>;
  query: PagedQuery<T>;
  /** The list's words: the table's name, the line above it, what an empty list says, the "new" button. */
  texts: { label: string; lead: string; empty: string; create: string };
  /** The data-testid prefix: `<testId>-table`, `-row`, `-new`, `-filter-language`. */
  testId: string;
  status: (item: T) => ReactNode;
  /** The row's buttons (`ContentRowActions`), in the table and on the phone card. */
  actions: (item: T) => ReactNode;
  /** The list's own columns: `first` before the language, `dates` after the status. */
  columns: { first?: Column<T>[]; dates: Column<T>[]; titleWidth: number };
  /** The phone card's title and dimmed note, and what it shows under them. */
  card: (item: T) => { title: string; note: string; more?: ReactNode };
  /** The delete confirmation (`useDeleteConfirm`). */
  deleteModal: ConfirmModalProps;
  /** The list's own dialogs (its form, a confirmation). */
  children?: ReactNode;
}

/**
 * A content-management tab listing the texts of one language or all: language, title, status,
 * the list's dates, last change and the row's buttons; a "new" button and the language filter
 * above; the preview and the delete confirmation.
 */
export function ContentListPanel<T extends ContentItem>({ content, query, texts, testId, status, actions, columns, card, deleteModal, children }: ContentListPanelProps<T>) {
  const { t } = useTranslation();
  const languageName = (item: T) => t(`language.names.${item.language}`);
  const allColumns: Column<T>[] = [
    ...(columns.first ?? []),
    { key: 'language', header: t('contentItems.language'), cell: languageName, nowrap: true },
    { key: 'title', header: t('contentItems.title'), cell: (item) => item.title, maxWidth: columns.titleWidth },
    { key: 'status', header: t('contentItems.status'), cell: status, nowrap: true },
    ...columns.dates,
    { key: 'updatedAt', header: t('contentItems.updated'), cell: (item) => formatDateTime(item.updatedAt), nowrap: true, priority: 3 },
    { key: 'actions', header: t('common.actions'), cell: actions, nowrap: true },
  ];
  const mobileCard = (item: T) => {
    const { title, note, more } = card(item);
    return (
      <Stack gap="xs">
        <ListCard title={title} aside={status(item)} line={languageName(item)} note={note} />
        {more}
        {actions(item)}
      </Stack>
    );
  };

  return (
    <ListPage
      label={texts.label}
      above={
        <Text size="sm" c="dimmed">
          {texts.lead}
        </Text>
      }
      list={content.list}
      query={query}
      columns={allColumns}
      emptyText={texts.empty}
      filters={<LanguageFilter value={content.language} onChange={(lang) => content.list.setFilters({ lang })} testId={`${testId}-filter-language`} />}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => content.openForm(null)} data-testid={`${testId}-new`}>
          {texts.create}
        </Button>
      }
      noDetail
      rowTestId={`${testId}-row`}
      mobileCard={mobileCard}
      minWidth={820}
      testId={`${testId}-table`}
    >
      {children}
      <RichTextPreviewModal item={content.preview} onClose={() => content.setPreview(null)} />
      <ConfirmModal {...deleteModal} />
    </ListPage>
  );
}
