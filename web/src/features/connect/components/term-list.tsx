import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import classes from '@/features/connect/components/term-list.module.css';

/** Terms and what they mean (a `<dl>`), side by side on a wide screen and one under the other on a phone. */
export function TermList({ items, testId }: { items: readonly { key: string; term: ReactNode; text: ReactNode }[]; testId?: string }) {
  return (
    <dl className={classes.list} data-testid={testId}>
      {items.map((item) => (
        <div key={item.key} className={classes.row} data-testid={testId && `${testId}-item`}>
          <dt>{item.term}</dt>
          <dd>
            <Text size="sm">{item.text}</Text>
          </dd>
        </div>
      ))}
    </dl>
  );
}
