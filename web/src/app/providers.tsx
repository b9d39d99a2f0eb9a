import type { ReactNode } from 'react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cssVariablesResolver, theme } from '@/app/theme';
import { ReaderDatesProvider } from '@/components/dates-provider';
import type { TextDirection } from '@/lib/direction';

interface AppProvidersProps {
  children: ReactNode;
  queryClient: QueryClient;
  direction?: TextDirection;
  /** 'test' turns off Mantine transitions and portals (unit tests). */
  env?: 'default' | 'test';
}

export function AppProviders({ children, queryClient, direction = 'ltr', env = 'default' }: AppProvidersProps) {
  return (
    <DirectionProvider initialDirection={direction} detectDirection={false}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
        <ReaderDatesProvider>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </ReaderDatesProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
