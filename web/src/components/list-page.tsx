import { useState, type ReactNode } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconFileSpreadsheet, IconFileText, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column, type DataTableProps } from '@/components/data-table';
import { DetailDrawer } from '@/components/detail-drawer';
import { DetailList } from '@/components/detail-list';
import { ListFilterBar } from '@/components/list-filter-bar';
import { PageHeader } from '@/components/page-header';
import { isForbidden, QueryErrorState } from '@/components/query-error-state';
import { useIsStaff } from '@/lib/current-user';
import type { ListFilters, ListPageState } from '@/lib/use-list-page';
import { usePageTitle } from '@/lib/use-page-title';
import type enUS from '@customer-hub/contract/i18n/en-US.json';

/** What a paged list query gives the page (TanStack Query's answer of a `{ items, total }` call). */
export interface PagedQuery<T> {
  data?: { items: T[]; total: number; totalExact?: boolean };
  isPending: boolean;
  isPlaceholderData: boolean;
  error: unknown;
}

/** The drawer of the open row (`?open=<id>`): its own query, or the row itself. */
export interface ListDetail {
  title: ReactNode;
  /** The detail query, when the detail is fetched: a loader, then its error state if it fails. */
  loading?: boolean;
  error?: unknown;
  content: ReactNode;
  testId?: string;
}

/** The drawer of a fetched detail: a loader, then its error, or the title and content made from the answer. */
export function queryDetail<D>(
  query: { data?: D; isPending: boolean; error: unknown },
  fallbackTitle: string,
  testId: string,
  show: (data: D) => { title?: ReactNode; content: ReactNode },
): ListDetail {
  const shown = query.data === undefined ? undefined : show(query.data);
  return { title: shown?.title ?? fallbackTitle, loading: query.isPending, error: query.error, content: shown?.content, testId };
}

/**
 * A list screen's words, found by its screen id (web/src/app/screens.ts): `routes.<id>` is the title
 * (the router's, the browser tab's), `screens.<id>.lead` the line under it (`staffLead` instead
 * for staff, where the lead speaks to a customer), `screens.<id>.empty` what an empty list says.
 */
export type ListScreen = keyof typeof enUS.screens;
type ScreenTexts = { lead: string; empty: string; staffLead?: string };

interface ListPageProps<T extends { id: string }, F extends ListFilters<F>, S extends string>
  extends Pick<DataTableProps<T>, 'mobileCard' | 'rowTestId' | 'minWidth' | 'testId' | 'totalRows' | 'selection'> {
  /** A whole screen: its title (also the browser tab's), lead and empty text by its screen id. */
  screen?: ListScreen;
  /**
   * False when the page around the list draws the screen's title and lead (`GatedPage` with the
   * same screen id): the list then takes only its empty text, and its name, from the screen.
   */
  titled?: boolean;
  /** The page's h1 otherwise; without either the list is part of a page that has one (a tab). */
  title?: string;
  lead?: ReactNode;
  /** The table's accessible name; the title by default. */
  label?: string;
  list: ListPageState<F, S>;
  query: PagedQuery<T>;
  columns: readonly Column<T>[];
  /** What an empty list says; the screen's `<namespace>.empty` by default. */
  emptyText?: string;
  /** Between the header and the filters (the current account's totals). */
  above?: ReactNode;
  /** The filter bar's inputs. */
  filters?: ReactNode;
  /** Buttons beside the filters (new, export). */
  actions?: ReactNode;
  /** A row between the filters and the table (selection and bulk actions). */
  toolbar?: ReactNode;
  /** Offers "Clear filters" while any filter is set. */
  clearable?: boolean;
  /**
   * The open row's detail (from its own query, or made from the row on this page); without it a
   * row opens the values of every column, titled by `rowTitle`.
   */
  detail?: ListDetail | ((openRow: T | undefined) => ListDetail);
  rowTitle?: (row: T) => string;
  /** Rows do not open anything (the actions are in the row). */
  noDetail?: boolean;
  /** A row opens its own page instead of a drawer (a ticket). */
  onRowOpen?: (row: T) => void;
  /** Modals and anything else the page adds after the list. */
  children?: ReactNode;
}

/** The label / value pairs of a row, one per column (what a narrow table leaves out). */
export function columnDetails<T>(columns: readonly Column<T>[], row: T) {
  return columns.filter((column) => !column.headerHidden).map((column) => ({ label: column.header, value: column.cell(row) }));
}

/**
 * A list screen: title, filter bar, a server-paged sortable table (cards on phones), the empty,
 * error and no-permission states, and the drawer of the open row. Its page, sort, filters and
 * open row live in the URL through `useListPage`. Columns that give way on a narrow screen are
 * named under the table and shown in the row's drawer.
 */
export function ListPage<T extends { id: string }, F extends ListFilters<F>, S extends string>({
  screen,
  titled = true,
  title: titleText,
  lead: leadText,
  label,
  list,
  query,
  columns,
  emptyText: emptyGiven,
  above,
  filters,
  actions,
  toolbar,
  clearable = false,
  detail,
  rowTitle,
  noDetail = false,
  onRowOpen,
  testId,
  children,
  ...table
}: ListPageProps<T, F, S>) {
  const { t } = useTranslation();
  const [hiddenKeys, setHiddenKeys] = useState<readonly string[]>([]);
  const staff = useIsStaff();
  const texts = screen ? (t(`screens.${screen}`, { returnObjects: true }) as ScreenTexts) : null;
  const title = screen ? (titled ? t(`routes.${screen}`) : undefined) : titleText;
  const lead = texts ? ((staff && texts.staffLead) || texts.lead) : leadText;
  const name = label ?? title ?? (screen ? t(`routes.${screen}`) : '');
  const emptyText = emptyGiven ?? texts?.empty ?? '';
  usePageTitle(title ?? '', !!title);
  const header = title ? <PageHeader title={title} lead={lead} /> : null;

  if (isForbidden(query.error)) {
    return (
      <>
        {title ? <PageHeader title={title} /> : null}
        <QueryErrorState error={query.error} />
      </>
    );
  }

  const rowKey = (row: T) => row.id;
  const rows = query.data?.items;
  const openRow = list.selected === null ? undefined : rows?.find((row) => rowKey(row) === list.selected);
  const hidden = columns.filter((column) => hiddenKeys.includes(column.key));
  const opens = !noDetail && !onRowOpen && (!!detail || !!rowTitle || hidden.length > 0);
  const drawer = drawerOf({ detail: typeof detail === 'function' ? detail(openRow) : detail, openRow, hidden, columns, rowTitle, title: title ?? name });

  const bar = (filters || actions) && (
    <ListFilterBar filters={filters} actions={actions} active={list.activeFilters} onReset={clearable ? list.resetFilters : undefined} testId={testId} />
  );

  return (
    <>
      {header}
      <Stack gap="md">
        {above}
        {bar}
        {toolbar}
        <DataTable
          label={name}
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          emptyText={emptyText}
          status={{ loading: query.isPending, fetching: query.isPlaceholderData, error: query.error }}
          paging={{ page: list.page, pageSize: list.pageSize, total: query.data?.total ?? 0, totalExact: query.data?.totalExact ?? true, onPageChange: list.setPage }}
          sorting={{ sort: list.sort, onSortChange: list.setSort }}
          rowOpen={onRowOpen ? { onRowClick: onRowOpen } : opens ? { onRowClick: (row) => list.open(rowKey(row)), selectedKey: list.selected } : undefined}
          testId={testId}
          onHiddenColumnsChange={setHiddenKeys}
          {...table}
        />
      </Stack>
      {opens && (
        <DetailDrawer
          opened={list.selected !== null}
          onClose={list.close}
          title={drawer.title}
          loading={drawer.loading}
          error={drawer.error}
          testId={drawer.testId}
        >
          {drawer.content}
        </DetailDrawer>
      )}
      {children}
    </>
  );
}

/** The drawer's title and content: the page's detail after the columns the table left out, or every column of the row. */
function drawerOf<T>({
  detail,
  openRow,
  hidden,
  columns,
  rowTitle,
  title,
}: {
  detail?: ListDetail;
  openRow: T | undefined;
  hidden: readonly Column<T>[];
  columns: readonly Column<T>[];
  rowTitle?: (row: T) => string;
  title: string;
}): Required<Omit<ListDetail, 'testId'>> & { testId?: string } {
  if (detail) {
    const left = openRow && hidden.length > 0 ? <DetailList items={columnDetails(hidden, openRow)} /> : null;
    return {
      title: detail.title,
      loading: detail.loading ?? false,
      error: detail.error,
      testId: detail.testId,
      content: left ? (
        <Stack gap="lg">
          {left}
          {detail.content}
        </Stack>
      ) : (
        detail.content
      ),
    };
  }
  return {
    title: openRow && rowTitle ? rowTitle(openRow) : title,
    loading: false,
    error: undefined,
    content: openRow ? <DetailList items={columnDetails(columns, openRow)} /> : null,
    testId: 'list-row-detail',
  };
}

export type ExportFormat = 'csv' | 'xlsx' | 'pdf';

const EXPORT_ICONS: Record<ExportFormat, typeof IconFileText> = { csv: IconFileText, xlsx: IconFileSpreadsheet, pdf: IconFileTypePdf };

/** The buttons of a list's export, one per format ("Export CSV" and "Export XLSX" unless told); `exporting` is the format under way. */
export function ExportButtons<F extends ExportFormat>({
  onExport,
  exporting,
  formats,
  disabled = false,
  testId,
}: {
  onExport: (format: F) => void;
  exporting: F | null;
  /** Each format offered with its button's words, in their order. */
  formats?: readonly { format: F; label: string }[];
  disabled?: boolean;
  /** data-testid prefix: `<prefix>-csv`, `<prefix>-xlsx`, `<prefix>-pdf`. */
  testId: string;
}) {
  const { t } = useTranslation();
  const offered =
    formats ??
    ([
      { format: 'csv', label: t('table.exportCsv') },
      { format: 'xlsx', label: t('table.exportXlsx') },
    ] as { format: F; label: string }[]);
  return offered.map(({ format, label }) => {
    const Icon: typeof IconFileText = EXPORT_ICONS[format];
    return (
      <Button
        key={format}
        variant="default"
        leftSection={<Icon size={16} aria-hidden="true" />}
        onClick={() => onExport(format)}
        loading={exporting === format}
        disabled={disabled || (exporting !== null && exporting !== format)}
        data-testid={`${testId}-${format}`}
      >
        {label}
      </Button>
    );
  });
}
