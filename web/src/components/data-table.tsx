import type { KeyboardEvent, ReactNode } from 'react';
import { Box, Center, Group, Loader, LoadingOverlay, Pagination, Table, Text, VisuallyHidden } from '@mantine/core';
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
}

interface DataTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  /** First load: nothing to show yet. */
  loading: boolean;
  /** A new page or filter is loading while the previous rows stay. */
  fetching?: boolean;
  error?: unknown;
  emptyText: string;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onRowClick?: (row: T) => void;
  /** Below this width the table scrolls sideways inside its container (phones). */
  minWidth?: number;
  testId?: string;
}

/** A server-paged table: loader, empty state, error, sideways scroll on phones, pagination. */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  loading,
  fetching = false,
  error,
  emptyText,
  page,
  pageSize,
  total,
  onPageChange,
  onRowClick,
  minWidth = 720,
  testId,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: T) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onRowClick?.(row);
  };

  let body: ReactNode;
  if (loading) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columns.length}>
          <Center py="xl" role="status" data-testid={testId ? `${testId}-loading` : undefined}>
            <Loader aria-hidden="true" />
            <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
          </Center>
        </Table.Td>
      </Table.Tr>
    );
  } else if (!rows || rows.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columns.length}>
          <Text c="dimmed" ta="center" py="xl" data-testid={testId ? `${testId}-empty` : undefined}>
            {error ? t('table.loadFailed') : emptyText}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  } else {
    body = rows.map((row) => (
      <Table.Tr
        key={rowKey(row)}
        onClick={onRowClick ? () => onRowClick(row) : undefined}
        onKeyDown={onRowClick ? (event) => onRowKeyDown(event, row) : undefined}
        tabIndex={onRowClick ? 0 : undefined}
        style={onRowClick ? { cursor: 'pointer' } : undefined}
      >
        {columns.map((column) => (
          <Table.Td
            key={column.key}
            style={{
              whiteSpace: column.nowrap ? 'nowrap' : undefined,
              maxWidth: column.maxWidth,
              overflow: column.maxWidth ? 'hidden' : undefined,
              textOverflow: column.maxWidth ? 'ellipsis' : undefined,
            }}
          >
            {column.nowrap && !column.maxWidth ? <Box w="max-content">{column.cell(row)}</Box> : column.cell(row)}
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  }

  return (
    <Box data-testid={testId}>
      <ErrorAlert error={error} />
      <Box pos="relative" mt={error ? 'sm' : 0}>
        <LoadingOverlay visible={fetching && !loading} zIndex={2} overlayProps={{ blur: 1 }} loaderProps={{ size: 'sm' }} />
        <Table.ScrollContainer minWidth={minWidth} type="native">
          <Table striped highlightOnHover={!!onRowClick} verticalSpacing="xs" aria-label={label} aria-busy={loading || fetching}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.key} style={{ whiteSpace: 'nowrap' }}>
                    {column.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{body}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      {total > 0 && (
        <Group justify="space-between" mt="md" gap="sm">
          <Text size="sm" c="dimmed" data-testid={testId ? `${testId}-range` : undefined}>
            {t('table.range', { from, to, total })}
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
      )}
    </Box>
  );
}
