import type { ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';

interface ListCardProps {
  /** The row's name or number, in bold. */
  title: ReactNode;
  /** Beside the title: a status badge or a figure. */
  aside: ReactNode;
  line: ReactNode;
  /** The dimmed last line. */
  note: ReactNode;
  gap?: number;
}

/** A list row as a phone card: title and badge, one line, a dimmed note. */
export function ListCard({ title, aside, line, note, gap = 4 }: ListCardProps) {
  return (
    <Stack gap={gap}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text fw={700} miw={0}>
          {title}
        </Text>
        {/* A badge keeps its width; a long title wraps instead. */}
        <div style={{ flexShrink: 0 }}>{aside}</div>
      </Group>
      <Text size="sm">{line}</Text>
      <Text size="sm" c="dimmed">
        {note}
      </Text>
    </Stack>
  );
}
