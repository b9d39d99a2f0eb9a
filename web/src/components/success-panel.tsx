import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';

/** A green confirmation that replaces a sent form. */
export function SuccessPanel({ title, children, testId }: { title?: string; children: ReactNode; testId?: string }) {
  return (
    <Alert color="green" variant="light" title={title} icon={<IconCircleCheck aria-hidden="true" />} role="status" data-testid={testId}>
      {children}
    </Alert>
  );
}
