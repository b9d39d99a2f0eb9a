import { useId, type ReactNode } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  /** Shown at the end of the title row (a status badge, an action). */
  aside?: ReactNode;
  children: ReactNode;
  testId?: string;
  /** An anchor (`#id`) to reach the block by: it can take focus, and scrolls clear of the top bar. */
  id?: string;
}

/** A titled block of a page, a landmark for screen readers. */
export function SectionCard({ title, description, aside, children, testId, id }: SectionCardProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      data-testid={testId}
      {...(id ? { id, tabIndex: -1, style: { scrollMarginTop: 'calc(var(--app-shell-header-height, 60px) + var(--mantine-spacing-md))' } } : {})}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Title order={2} size="h4" id={headingId}>
              {title}
            </Title>
            {aside}
          </Group>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
