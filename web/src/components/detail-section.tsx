import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';

interface DetailSectionProps {
  title: string;
  /** Before the title. */
  icon?: ReactNode;
  /** Shown dimmed in place of the content when there is nothing to show. */
  emptyText?: string | false;
  gap?: 'xs' | 'sm';
  children: ReactNode;
}

/** A titled part of a detail drawer (a contract's lines, a trip's stops): its content, or why there is none. */
export function DetailSection({ title, icon, emptyText, gap = 'sm', children }: DetailSectionProps) {
  const heading = (
    <Title order={3} size="h5">
      {title}
    </Title>
  );
  return (
    <Stack gap={gap}>
      {icon ? (
        <Group gap="xs">
          {icon}
          {heading}
        </Group>
      ) : (
        heading
      )}
      {emptyText ? <Text c="dimmed">{emptyText}</Text> : children}
    </Stack>
  );
}
