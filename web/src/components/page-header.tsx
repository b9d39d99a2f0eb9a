import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

/** The page's one h1 (the e2e `page-title`) with an optional lead paragraph. */
export function PageHeader({ title, lead }: { title: ReactNode; lead?: ReactNode }) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} size="h2" data-testid="page-title">
        {title}
      </Title>
      {lead && <Text c="dimmed">{lead}</Text>}
    </Stack>
  );
}
