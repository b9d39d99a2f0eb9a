import type { ReactNode } from 'react';
import { Box, Center, Group, Paper } from '@mantine/core';
import { LanguageSelect } from '@/components/language-select';

interface PublicLayoutProps {
  children: ReactNode;
  /** Card width in px on wide screens; the card always fits a 375 px phone. */
  width?: number;
}

/** Centred card on a soft background, with the language selector on top: sign-in and other public pages. */
export function PublicLayout({ children, width = 440 }: PublicLayoutProps) {
  return (
    <Box mih="100dvh" bg="gray.1" display="flex" style={{ flexDirection: 'column' }}>
      <Group justify="flex-end" p="sm">
        <LanguageSelect />
      </Group>
      <Center component="main" id="main-content" flex={1} px="md" pb="xl">
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={width}>
          {children}
        </Paper>
      </Center>
    </Box>
  );
}
