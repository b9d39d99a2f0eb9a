import type { KeyboardEvent, ReactNode } from 'react';
import { Box, Center, Checkbox, Group, Loader, Pagination, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/*
 * What the table (data-table.tsx) and its phone cards (data-table-cards.tsx) share: the list's
 * props, the loader, the empty text, how a row opens and the pager.
 */

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Keep short values (dates, badges, buttons) on one line and whole, however narrow the table gets. */
  nowrap?: boolean;
  /** Long free text is cut at this width (px) with an ellipsis. */
  maxWidth?: number;
  /** The server's sort key: the header becomes a button that sorts by it. */
  sortKey?: string;
  /** Numbers and amounts line up on the right. */
  align?: 'right';
  /** The header is read by screen readers only (a column of checkboxes or icons). */
  headerHidden?: boolean;
  /**
   * 1 (the default) always shows; 2 and 3 give way, 3 first, when the table would not fit its
   * container: they are then named under the table and shown in the row's detail.
   */
  priority?: 1 | 2 | 3;
}

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: string;
  direction: SortDirection;
}

/** The list's state: first load, a new page loading over the previous rows, a failure. */
export interface TableStatus {
  /** First load: nothing to show yet. */
  loading: boolean;
  /** A new page or filter is loading while the previous rows stay. */
  fetching?: boolean;
  error?: unknown;
}

/** Where the list is: its page, the page size and how many rows there are. */
export interface TablePaging {
  page: number;
  pageSize: number;
  total: number;
  /** False when the server stopped counting at `total` (a very long list): "of more than N". */
  totalExact?: boolean;
  onPageChange: (page: number) => void;
}

/** Current server sort; columns with a `sortKey` sort on click. */
export interface TableSorting {
  sort?: SortState;
  onSortChange: (sort: SortState) => void;
}

/** Rows that open something: what a click or Enter does, and the row shown as selected (its detail is open). */
export interface TableRowOpen<T> {
  onRowClick: (row: T) => void;
  selectedKey?: string | null;
}

/**
 * Rows that may be chosen (for a change of many at once): a checkbox per row, named for screen
 * readers, and one choosing every row of the page. The selection is kept by the page (by row key),
 * so it may span pages.
 */
export interface TableSelection<T> {
  selected: ReadonlySet<string>;
  onChange: (next: ReadonlySet<string>) => void;
  /** What a row's checkbox is called ("Select TK-2026-000012"): usually the row's number or name. */
  rowName: (row: T) => string;
}

export interface DataTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  emptyText: string;
  status: TableStatus;
  paging: TablePaging;
  sorting?: TableSorting;
  rowOpen?: TableRowOpen<T>;
  /** data-testid of every row (e2e: `ca-row`, `order-row`), or one per row (`docs-row-<id>`). */
  rowTestId?: string | ((row: T) => string);
  /** Phone layout: each row as a card instead of a table too wide to read (below 768 px). */
  mobileCard?: (row: T) => ReactNode;
  /** Below this width the table scrolls sideways inside its container (phones). Not used when columns can give way. */
  minWidth?: number;
  testId?: string;
  /** Tells which columns gave way to fit the width (their keys), to show them elsewhere. */
  onHiddenColumnsChange?: (keys: readonly string[]) => void;
  /** Rows of totals over the whole list (not just this page), shown in bold under the rows. */
  totalRows?: readonly T[];
  /** Rows that may be chosen: a checkbox leads each row (and card), another chooses the page. */
  selection?: TableSelection<T>;
}

// A checkbox inside a row that opens: its click and keys (Space) are its own, they do not open the row.
const stop = { onClick: (event: { stopPropagation: () => void }) => event.stopPropagation(), onKeyDown: (event: { stopPropagation: () => void }) => event.stopPropagation() };

/** One row's checkbox, named after the row. */
export function SelectRowBox<T>({ row, rowKey, selection, testId }: { row: T; rowKey: (row: T) => string; selection: TableSelection<T>; testId?: string }) {
  const { t } = useTranslation();
  const key = rowKey(row);
  const checked = selection.selected.has(key);
  return (
    <Box {...stop} display="inline-flex">
      <Checkbox
        checked={checked}
        onChange={() => {
          const next = new Set(selection.selected);
          if (checked) next.delete(key);
          else next.add(key);
          selection.onChange(next);
        }}
        aria-label={t('table.selection.selectRow', { name: selection.rowName(row) })}
        data-testid={testId ? `${testId}-select-${key}` : undefined}
      />
    </Box>
  );
}

/** Chooses every row of the page, or none of them once all are; mixed while some are. */
export function SelectPageBox<T>({ rows, rowKey, selection, withLabel, testId }: { rows: readonly T[]; rowKey: (row: T) => string; selection: TableSelection<T>; withLabel?: boolean; testId?: string }) {
  const { t } = useTranslation();
  const keys = rows.map(rowKey);
  const chosen = keys.filter((key) => selection.selected.has(key)).length;
  const all = keys.length > 0 && chosen === keys.length;
  const label = t('table.selection.selectPage');
  return (
    <Checkbox
      checked={all}
      indeterminate={chosen > 0 && !all}
      disabled={keys.length === 0}
      onChange={() => {
        const next = new Set(selection.selected);
        for (const key of keys) {
          if (all) next.delete(key);
          else next.add(key);
        }
        selection.onChange(next);
      }}
      {...(withLabel ? { label } : { 'aria-label': label })}
      data-testid={testId ? `${testId}-select-page` : undefined}
    />
  );
}

/** The spinner of a first load. */
export function TableLoader({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" data-testid={testId ? `${testId}-loading` : undefined}>
      <Loader aria-hidden="true" />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Center>
  );
}

/** What an empty list says, below the table in the page's width (inside a table wider than a phone it was cut). */
export function EmptyText({ error, emptyText, testId }: { error: unknown; emptyText: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Text c="dimmed" ta="center" py="xl" data-testid={testId ? `${testId}-empty` : undefined}>
      {error ? t('table.loadFailed') : emptyText}
    </Text>
  );
}

/** Click, Enter or Space opens the row. */
export function openProps<T>(row: T, rowOpen: TableRowOpen<T> | undefined) {
  if (!rowOpen) return {};
  return {
    onClick: () => rowOpen.onRowClick(row),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      rowOpen.onRowClick(row);
    },
    tabIndex: 0,
    style: { cursor: 'pointer' },
  };
}

export const testIdOf = <T,>(rowTestId: DataTableProps<T>['rowTestId'], row: T) => (typeof rowTestId === 'function' ? rowTestId(row) : rowTestId);

/** Under a list: "1–25 of 60" and the page buttons (none for a single page); nothing for an empty list. */
export function ListPager({
  page,
  pageSize,
  total,
  totalExact = true,
  onPageChange,
  testId,
}: TablePaging & { testId?: string }) {
  const { t } = useTranslation();
  if (total <= 0) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" c="dimmed" data-testid={testId ? `${testId}-range` : undefined}>
        {t(totalExact ? 'table.range' : 'table.rangeAtLeast', { from, to, total })}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onPageChange}
          size="sm"
          siblings={0}
          getControlProps={(control) => ({ 'aria-label': t(`table.${control}Page`) })}
          getItemProps={(item) => ({ 'aria-label': t('table.goToPage', { page: item }) })}
        />
      )}
    </Group>
  );
}
