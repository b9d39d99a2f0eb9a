import { MantineThemeProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_AUTO_CLOSE_MS } from '@/lib/notify';

/**
 * Where the toasts show, top right, each for the spec's 1.5 s unless it asks for longer. Each
 * toast's close button is named in the reader's language (Mantine's has no name of its own).
 */
export function ToastHost() {
  const { t } = useTranslation();
  const label = t('common.close');
  const theme = useMemo(() => ({ components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': label } } } } }), [label]);
  return (
    <MantineThemeProvider theme={theme} inherit>
      <Notifications position="top-right" autoClose={MESSAGE_AUTO_CLOSE_MS} />
    </MantineThemeProvider>
  );
}
