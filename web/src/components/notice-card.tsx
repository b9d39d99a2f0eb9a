import type { ReactNode } from 'react';
import { EmptyState, Paper } from '@mantine/core';

interface NoticeCardProps {
  icon: ReactNode;
  title: string;
  description: string;
  /** Set on the card: what tests and styles find it by. */
  testId?: string;
}

/** A bordered card with one message in place of a page's content (no permission, not found, nothing yet). */
export function NoticeCard({ icon, title, description, testId }: NoticeCardProps) {
  return (
    <Paper withBorder radius="md" p="xl" maw={640} data-testid={testId}>
      <EmptyState icon={icon} variant="light" color="gray" title={title} description={description} />
    </Paper>
  );
}
