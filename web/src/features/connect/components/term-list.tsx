import type { ReactNode } from 'react';
import { Box, Grid, Text } from '@mantine/core';

/** Terms and what they mean, side by side on a wide screen and one under the other on a phone. */
export function TermList({ items, testId }: { items: readonly { key: string; term: ReactNode; text: ReactNode }[]; testId?: string }) {
  return (
    <Box component="dl" m={0} data-testid={testId} style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      {items.map((item) => (
        <Grid key={item.key} rowGap={2} columnGap="md" py={8} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }} data-testid={testId && `${testId}-item`}>
          <Grid.Col span={{ base: 12, sm: 5 }} component="dt">
            {item.term}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7 }} component="dd" m={0}>
            <Text size="sm">{item.text}</Text>
          </Grid.Col>
        </Grid>
      ))}
    </Box>
  );
}
