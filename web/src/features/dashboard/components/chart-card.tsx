import { useId, useState, type ReactNode } from 'react';
import { Anchor, Group, Paper, ScrollArea, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export interface FigureRow {
  key: string;
  label: string;
  /** The list behind this row, already filtered. */
  to: string;
  values: ReactNode[];
}

interface ChartCardProps {
  title: string;
  /** A line under the title (the period, a total). */
  description?: ReactNode;
  chart: ReactNode;
  /** The same figures as a table: the chart's text alternative, each row a link to its list. */
  columns: string[];
  rows: FigureRow[];
  footer?: ReactNode;
  /** Every figure is zero: a sentence instead of an empty chart (the table still lists the zeros). */
  empty?: boolean;
  testId: string;
}

/** A titled chart with a Chart / Table switch: the table holds the same figures, each linked to its list. */
export function ChartCard({ title, description, chart, columns, rows, footer, empty = false, testId }: ChartCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid={testId} miw={0}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={2} miw={0}>
            <Title order={2} size="h5" id={headingId}>
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </Stack>
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(value) => setView(value === 'table' ? 'table' : 'chart')}
            data={[
              { value: 'chart', label: t('dashboard.view.chart') },
              { value: 'table', label: t('dashboard.view.table') },
            ]}
            aria-label={t('dashboard.view.label', { title })}
            data-testid={`${testId}-view`}
            style={{ flexShrink: 0 }}
          />
        </Group>
        {view === 'chart' && empty ? (
          <Text c="dimmed" size="sm" py="xl" ta="center" data-testid={`${testId}-empty`}>
            {t('dashboard.empty')}
          </Text>
        ) : view === 'chart' ? (
          <div role="figure" aria-label={title}>
            {chart}
          </div>
        ) : (
          <ScrollArea type="auto">
            <Table striped fz="sm" data-testid={`${testId}-table`}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column, index) => (
                    // By place: two headers may read alike in some language.
                    <Table.Th key={index} ta={index === 0 ? undefined : 'right'}>
                      {column}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.key} data-testid={`${testId}-row-${row.key}`}>
                    <Table.Td>
                      <Anchor component={Link} to={row.to} data-testid={`${testId}-link-${row.key}`}>
                        {row.label}
                      </Anchor>
                    </Table.Td>
                    {row.values.map((value, index) => (
                      <Table.Td key={index} ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                        {value}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
        {footer}
      </Stack>
    </Paper>
  );
}

/** A figure's legend: a coloured dot, its label as a link to its list, its value. */
export function LegendLinks({ items, testId }: { items: { key: string; label: string; value: ReactNode; color: string; to: string }[]; testId: string }) {
  return (
    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Group key={item.key} component="li" gap="xs" wrap="nowrap" justify="space-between">
          <Group gap={6} wrap="nowrap" miw={0}>
            <span aria-hidden="true" style={{ width: 10, height: 10, borderRadius: 5, flexShrink: 0, background: `var(--mantine-color-${item.color.replace('.', '-')})` }} />
            <Anchor component={Link} to={item.to} size="sm" data-testid={`${testId}-legend-${item.key}`}>
              {item.label}
            </Anchor>
          </Group>
          <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {item.value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
