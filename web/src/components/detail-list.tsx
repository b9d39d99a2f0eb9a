import type { ReactNode } from 'react';
import { Code, SimpleGrid, Stack, Text, type SimpleGridProps } from '@mantine/core';

export interface Detail {
  label: string;
  value: ReactNode;
}

/**
 * Label / value pairs of one record (a log entry, an order), two columns on wide screens;
 * `cols` for a list in a narrow side column.
 */
export function DetailList({ items, cols = { base: 1, sm: 2 } }: { items: readonly Detail[]; cols?: SimpleGridProps['cols'] }) {
  return (
    <SimpleGrid cols={cols} spacing="sm" verticalSpacing="sm">
      {items.map((item) => (
        <Stack key={item.label} gap={2} miw={0}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {item.label}
          </Text>
          <Text component="div" size="sm" style={{ overflowWrap: 'anywhere' }}>
            {item.value || '—'}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** Long text (a message body, a stack trace) kept as written, scrolling inside its box. */
export function PreBlock({ label, text, testId }: { label: string; text: string | null; testId?: string }) {
  if (!text) return null;
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Code block mah={280} style={{ overflow: 'auto', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid={testId}>
        {text}
      </Code>
    </Stack>
  );
}
