import type { ReactNode } from 'react';
import { Box, Group, LoadingOverlay, NativeSelect, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { EmptyText, ListPager, SelectPageBox, SelectRowBox, TableLoader, openProps, testIdOf, type Column, type DataTableProps, type SortState } from '@/components/data-table-parts';

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

/** Phones: each row as a card, the sort as one select, the totals as bold cards. */
export function CardList<T>({ props, mobileCard }: { props: DataTableProps<T>; mobileCard: (row: T) => ReactNode }) {
  const { label, columns, rows, rowKey, emptyText, status, sorting, rowOpen, rowTestId, testId, totalRows, selection } = props;
  const { loading, fetching = false, error } = status;
  return (
    <Box data-testid={testId}>
      <ErrorAlert error={error} />
      <MobileSort columns={columns} sort={sorting?.sort} onSortChange={sorting?.onSortChange} />
      {selection && rows && rows.length > 0 && (
        <Box mt="sm">
          <SelectPageBox rows={rows} rowKey={rowKey} selection={selection} withLabel testId={testId} />
        </Box>
      )}
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
                {selection ? (
                  <Group align="flex-start" wrap="nowrap" gap="sm">
                    <SelectRowBox row={row} rowKey={rowKey} selection={selection} testId={testId} />
                    <Box miw={0} style={{ flex: 1 }}>
                      {mobileCard(row)}
                    </Box>
                  </Group>
                ) : (
                  mobileCard(row)
                )}
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
