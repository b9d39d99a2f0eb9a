import type { ReactNode } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PublicLayout } from '@/components/public-layout';
import { usePageTitle } from '@/lib/use-page-title';

interface StatusPageProps {
  /** Large decorative code above the title ("404"), hidden from screen readers. */
  code?: string;
  title: string;
  text: string;
  actionLabel: string;
  actionTo: string;
  children?: ReactNode;
}

/** A public one-message page: error pages and the not-yet-built visitor forms. */
export function StatusPage({ code, title, text, actionLabel, actionTo, children }: StatusPageProps) {
  usePageTitle(title);
  return (
    <PublicLayout>
      <Stack gap="md" align="center" ta="center">
        {code && (
          <Text aria-hidden="true" fz={64} fw={800} lh={1} c="blue.8">
            {code}
          </Text>
        )}
        <Title order={1} size="h2" data-testid="page-title">
          {title}
        </Title>
        <Text>{text}</Text>
        {children}
        <Button component={Link} to={actionTo} mt="sm">
          {actionLabel}
        </Button>
      </Stack>
    </PublicLayout>
  );
}
