import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Center, Group, Loader, LoadingOverlay, NativeSelect, Pagination, Paper, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useElementSize, useMediaQuery } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';

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
}

/** The keys of the columns that may give way, in the order they do: priority 3 before 2, the last first. */
function yieldingColumns<T>(columns: readonly Column<T>[]): string[] {
  return columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => (column.priority ?? 1) > 1)
    .sort((a, b) => (b.column.priority ?? 1) - (a.column.priority ?? 1) || b.index - a.index)
    .map(({ column }) => column.key);
}

/**
 * Fits a table to its container: while the table is wider, one more yielding column is hidden;
 * when the container grows they all come back and the fit starts over. What still does not fit
 * scrolls sideways, with a visible hint.
 */
function useFittedColumns<T>(columns: readonly Column<T>[], rowCount: number, onHidden?: (keys: readonly string[]) => void) {
  const yielding = useMemo(() => yieldingColumns(columns), [columns]);
  const [hiddenCount, setHiddenCount] = useState(0);
  const [overflowing, setOverflowing] = useState(false);
  const { ref: boxRef, width } = useElementSize<HTMLDivElement>();
  const tableRef = useRef<HTMLTableElement>(null);
  const lastWidth = useRef(0);

  useLayoutEffect(() => {
    const grew = width > lastWidth.current + 1;
    lastWidth.current = width;
    if (grew && hiddenCount > 0) {
      setHiddenCount(0);
      return;
    }
    const table = tableRef.current;
    // Nothing measured yet (a hidden tab, a test without layout): show every column.
    if (!table || width === 0) return;
    const tooWide = table.offsetWidth > width + 1;
    if (tooWide && hiddenCount < yielding.length) setHiddenCount(hiddenCount + 1);
    else if (tooWide !== overflowing) setOverflowing(tooWide);
  }, [width, hiddenCount, yielding, rowCount, overflowing]);

  const hiddenKeys = useMemo(() => yielding.slice(0, hiddenCount), [yielding, hiddenCount]);
  const report = useRef(onHidden);
  useEffect(() => {
    report.current = onHidden;
  });
  useEffect(() => report.current?.(hiddenKeys), [hiddenKeys]);
  const shown = useMemo(() => columns.filter((column) => !hiddenKeys.includes(column.key)), [columns, hiddenKeys]);
  return { boxRef, tableRef, shown, hidden: columns.filter((column) => hiddenKeys.includes(column.key)), overflowing, fits: yielding.length > 0 };
}

/** A cell's content; text cut to a width keeps its whole value as a tooltip. */
function renderCell<T>(column: Column<T>, row: T): ReactNode {
  const value = column.cell(row);
  if (column.maxWidth && typeof value === 'string') return <span title={value}>{value}</span>;
  if (column.nowrap && !column.maxWidth) return <Box w="max-content">{value}</Box>;
  return value;
}

function nextSort(column: string, sort: SortState | undefined): SortState {
  if (sort?.key === column) return { key: column, direction: sort.direction === 'asc' ? 'desc' : 'asc' };
  return { key: column, direction: 'asc' };
}

/** A column header; a sortable one is a button and carries aria-sort (none, ascending, descending). */
function HeaderCell<T>({ column, sort, onSortChange }: { column: Column<T>; sort?: SortState; onSortChange?: (sort: SortState) => void }) {
  const { t } = useTranslation();
  const style = { whiteSpace: 'nowrap', textAlign: column.align } as const;
  if (!column.sortKey || !onSortChange) {
    return <Table.Th style={style}>{column.headerHidden ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}</Table.Th>;
  }
  const sortKey = column.sortKey;
  const active = sort?.key === sortKey;
  const SortIcon = !active ? IconArrowsSort : sort.direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th style={style} aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'} data-sort-key={sortKey}>
      <UnstyledButton
        onClick={() => onSortChange(nextSort(sortKey, sort))}
        fw={700}
        fz="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
        title={t('table.sortBy', { column: column.header })}
      >
        {column.header}
        <SortIcon size={14} aria-hidden="true" style={{ opacity: active ? 1 : 0.45 }} />
      </UnstyledButton>
    </Table.Th>
  );
}

/** On phones the headers are gone: one select chooses the sort column and direction. */
function MobileSort<T>({ columns, sort, onSortChange }: { columns: readonly Column<T>[]; sort?: SortState; onSortChange?: (sort: SortState) => void }) {
  const { t } = useTranslation();
  const sortable = columns.filter((column) => column.sortKey);
  if (!onSortChange || sortable.length === 0) return null;
  const options = sortable.flatMap((column) => [
    { value: `${column.sortKey}:asc`, label: t('table.sortAscending', { column: column.header }) },
    { value: `${column.sortKey}:desc`, label: t('table.sortDescending', { column: column.header }) },
  ]);
  return (
    <NativeSelect
      label={t('table.sort')}
      value={sort ? `${sort.key}:${sort.direction}` : ''}
      data={options}
      onChange={(event) => {
        const [key = '', direction] = event.currentTarget.value.split(':');
        onSortChange({ key, direction: direction === 'asc' ? 'asc' : 'desc' });
      }}
      mt="sm"
    />
  );
}

/** The spinner of a first load. */
function TableLoader({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" data-testid={testId ? `${testId}-loading` : undefined}>
      <Loader aria-hidden="true" />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Center>
  );
}

/** What an empty list says, below the table in the page's width (inside a table wider than a phone it was cut). */
function EmptyText({ error, emptyText, testId }: { error: unknown; emptyText: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Text c="dimmed" ta="center" py="xl" data-testid={testId ? `${testId}-empty` : undefined}>
      {error ? t('table.loadFailed') : emptyText}
    </Text>
  );
}

/** Click, Enter or Space opens the row. */
function openProps<T>(row: T, rowOpen: TableRowOpen<T> | undefined) {
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

const testIdOf = <T,>(rowTestId: DataTableProps<T>['rowTestId'], row: T) => (typeof rowTestId === 'function' ? rowTestId(row) : rowTestId);

/** Phones: each row as a card, the sort as one select, the totals as bold cards. */
function CardList<T>({ props, mobileCard }: { props: DataTableProps<T>; mobileCard: (row: T) => ReactNode }) {
  const { label, columns, rows, rowKey, emptyText, status, sorting, rowOpen, rowTestId, testId, totalRows } = props;
  const { loading, fetching = false, error } = status;
  return (
    <Box data-testid={testId}>
      <ErrorAlert error={error} />
      <MobileSort columns={columns} sort={sorting?.sort} onSortChange={sorting?.onSortChange} />
      <Box pos="relative" mt="sm">
        <LoadingOverlay visible={fetching && !loading} zIndex={2} overlayProps={{ blur: 1 }} loaderProps={{ size: 'sm' }} />
        {loading ? (
          <TableLoader testId={testId} />
        ) : !rows || rows.length === 0 ? (
          <EmptyText error={error} emptyText={emptyText} testId={testId} />
        ) : (
          <Stack gap="sm" role="list" aria-label={label} aria-busy={fetching}>
            {rows.map((row) => (
              <Paper key={rowKey(row)} role="listitem" withBorder radius="md" p="sm" data-testid={testIdOf(rowTestId, row)} {...openProps(row, rowOpen)}>
                {mobileCard(row)}
              </Paper>
            ))}
            {totalRows?.map((row) => (
              <Paper key={`total-${rowKey(row)}`} role="listitem" withBorder radius="md" p="sm" fw={700} bg="var(--mantine-color-default-hover)" data-testid={testId ? `${testId}-total` : undefined}>
                {mobileCard(row)}
              </Paper>
            ))}
          </Stack>
        )}
      </Box>
      <ListPager {...props.paging} testId={testId} />
    </Box>
  );
}

/** The table's body: a loader on the first load, else one row per item (nothing when empty: said under the table). */
function BodyRows<T>({ props, shown }: { props: DataTableProps<T>; shown: readonly Column<T>[] }) {
  const { rows, rowKey, status, rowOpen, rowTestId, testId } = props;
  const selectedKey = rowOpen?.selectedKey;
  if (status.loading) {
    return (
      <Table.Tr>
        <Table.Td colSpan={shown.length}>
          <TableLoader testId={testId} />
        </Table.Td>
      </Table.Tr>
    );
  }
  return rows?.map((row) => (
    <Table.Tr
      key={rowKey(row)}
      {...openProps(row, rowOpen)}
      aria-selected={selectedKey !== undefined ? selectedKey === rowKey(row) : undefined}
      bg={selectedKey && selectedKey === rowKey(row) ? 'var(--mantine-primary-color-light)' : undefined}
      data-testid={testIdOf(rowTestId, row)}
    >
      {shown.map((column) => (
        <Table.Td
          key={column.key}
          style={{
            whiteSpace: column.nowrap ? 'nowrap' : undefined,
            textAlign: column.align,
            maxWidth: column.maxWidth,
            overflow: column.maxWidth ? 'hidden' : undefined,
            textOverflow: column.maxWidth ? 'ellipsis' : undefined,
          }}
        >
          {renderCell(column, row)}
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

/** The totals rows in bold at the table's foot. */
function TotalRows<T>({ props, shown }: { props: DataTableProps<T>; shown: readonly Column<T>[] }) {
  const { totalRows, rowKey, testId } = props;
  return (
    <Table.Tfoot>
      {totalRows?.map((row) => (
        <Table.Tr key={rowKey(row)} fw={700} data-testid={testId ? `${testId}-total` : undefined}>
          {shown.map((column) => (
            <Table.Td key={column.key} style={{ whiteSpace: 'nowrap', textAlign: column.align }}>
              {column.cell(row)}
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </Table.Tfoot>
  );
}

/** A server-paged table: loader, empty state, error, sideways scroll on phones, pagination, sortable headers. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, columns, rows, emptyText, status, sorting, rowOpen, mobileCard, minWidth = 720, testId, onHiddenColumnsChange, totalRows } = props;
  const { loading, fetching = false, error } = status;
  const { t } = useTranslation();
  const fit = useFittedColumns(columns, rows?.length ?? 0, onHiddenColumnsChange);
  const phone = useMediaQuery('(max-width: 767px)');
  if (phone && mobileCard) return <CardList props={props} mobileCard={mobileCard} />;

  const empty = !loading && (!rows || rows.length === 0);
  const note = (key: string, text: string) => (
    <Text size="sm" c="dimmed" mt="xs" data-testid={testId ? `${testId}-${key}` : undefined}>
      {text}
    </Text>
  );
  return (
    <Box data-testid={testId}>
      <ErrorAlert error={error} />
      <Box pos="relative" mt={error ? 'sm' : 0} ref={fit.boxRef}>
        <LoadingOverlay visible={fetching && !loading} zIndex={2} overlayProps={{ blur: 1 }} loaderProps={{ size: 'sm' }} />
        <Table.ScrollContainer minWidth={fit.fits ? 0 : minWidth} type="native">
          <Table ref={fit.tableRef} striped highlightOnHover={!!rowOpen} verticalSpacing="xs" aria-label={label} aria-busy={loading || fetching}>
            <Table.Thead>
              <Table.Tr>
                {fit.shown.map((column) => (
                  <HeaderCell key={column.key} column={column} sort={sorting?.sort} onSortChange={sorting?.onSortChange} />
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <BodyRows props={props} shown={fit.shown} />
            </Table.Tbody>
            {totalRows && totalRows.length > 0 && !empty && <TotalRows props={props} shown={fit.shown} />}
          </Table>
        </Table.ScrollContainer>
        {empty && <EmptyText error={error} emptyText={emptyText} testId={testId} />}
      </Box>
      {fit.hidden.length > 0 && rowOpen && note('hidden-columns', t('table.moreInDetail', { columns: fit.hidden.map((column) => column.header).join(', ') }))}
      {fit.overflowing && note('scroll-hint', t('table.scrollHint'))}
      <ListPager {...props.paging} testId={testId} />
    </Box>
  );
}

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
