import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, LoadingOverlay, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CardList } from '@/components/data-table-cards';
import { EmptyText, ListPager, SelectPageBox, SelectRowBox, TableLoader, openProps, testIdOf, type Column, type DataTableProps, type SortState } from '@/components/data-table-parts';
import { ErrorAlert } from '@/components/error-alert';
import { usePhone } from '@/lib/breakpoints';

export { ListPager } from '@/components/data-table-parts';
export type { Column, DataTableProps, TableSelection } from '@/components/data-table-parts';

/** The keys of the columns that may give way, in the order they do: priority 3 before 2, the last first. */
function yieldingColumns<T>(columns: readonly Column<T>[]): string[] {
  return columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => (column.priority ?? 1) > 1)
    .sort((a, b) => (b.column.priority ?? 1) - (a.column.priority ?? 1) || b.index - a.index)
    .map(({ column }) => column.key);
}

/**
 * Fits a table to its container: while the table is wider, one more yielding column is hidden,
 * and the width the table needed with it is noted; when the container grows, the columns whose
 * noted width now fits come back in one step, rather than every column shown and the fit started
 * over: a container that grows frame by frame (a sidebar sliding open) would otherwise re-render
 * the table once per column each frame, past React's limit of nested updates. What still does not
 * fit scrolls sideways, with a visible hint.
 */
function useFittedColumns<T>(columns: readonly Column<T>[], rowCount: number, onHidden?: (keys: readonly string[]) => void) {
  const yielding = useMemo(() => yieldingColumns(columns), [columns]);
  const [hiddenCount, setHiddenCount] = useState(0);
  const [overflowing, setOverflowing] = useState(false);
  const { ref: boxRef, width } = useElementSize<HTMLDivElement>();
  const tableRef = useRef<HTMLTableElement>(null);
  const lastWidth = useRef(0);
  /** The table's width with k columns hidden, noted as the k+1-th was hidden. */
  const neededWidth = useRef<number[]>([]);

  useLayoutEffect(() => {
    const grew = width > lastWidth.current + 1;
    lastWidth.current = width;
    if (grew && hiddenCount > 0) {
      let shown = hiddenCount;
      while (shown > 0 && (neededWidth.current[shown - 1] ?? 0) <= width + 1) shown--;
      if (shown !== hiddenCount) {
        setHiddenCount(shown);
        return;
      }
    }
    const table = tableRef.current;
    // Nothing measured yet (a hidden tab, a test without layout): show every column.
    if (!table || width === 0) return;
    const tooWide = table.offsetWidth > width + 1;
    if (tooWide && hiddenCount < yielding.length) {
      neededWidth.current[hiddenCount] = table.offsetWidth;
      setHiddenCount(hiddenCount + 1);
    } else if (tooWide !== overflowing) setOverflowing(tooWide);
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

/** The table's body: a loader on the first load, else one row per item (nothing when empty: said under the table). */
function BodyRows<T>({ props, shown }: { props: DataTableProps<T>; shown: readonly Column<T>[] }) {
  const { rows, rowKey, status, rowOpen, rowTestId, testId, selection } = props;
  const selectedKey = rowOpen?.selectedKey;
  if (status.loading) {
    return (
      <Table.Tr>
        <Table.Td colSpan={shown.length + (selection ? 1 : 0)}>
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
      {selection && (
        <Table.Td w={40}>
          <SelectRowBox row={row} rowKey={rowKey} selection={selection} testId={testId} />
        </Table.Td>
      )}
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
          {props.selection && <Table.Td />}
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

type FittedColumns<T> = ReturnType<typeof useFittedColumns<T>>;

/** The table at a laptop's width (and on a phone when the list has no cards): headers, rows, totals and the notes under them. */
function WideTable<T>({ props, fit }: { props: DataTableProps<T>; fit: FittedColumns<T> }) {
  const { label, rows, emptyText, status, sorting, rowOpen, minWidth = 720, testId, totalRows } = props;
  const { loading, fetching = false, error } = status;
  const { t } = useTranslation();
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
                {props.selection && (
                  <Table.Th w={40}>
                    <SelectPageBox rows={rows ?? []} rowKey={props.rowKey} selection={props.selection} testId={testId} />
                  </Table.Th>
                )}
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

/** A server-paged table: loader, empty state, error, sideways scroll on phones, pagination, sortable headers; on a phone, cards when the list has them. */
export function DataTable<T>(props: DataTableProps<T>) {
  const fit = useFittedColumns(props.columns, props.rows?.length ?? 0, props.onHiddenColumnsChange);
  const phone = usePhone();
  if (phone && props.mobileCard) return <CardList props={props} mobileCard={props.mobileCard} />;
  return <WideTable props={props} fit={fit} />;
}
