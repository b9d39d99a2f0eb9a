import { useEffect, useState } from 'react';
import { Box, Button, Group, Text } from '@mantine/core';
import { IconEyeCheck, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS } from '@customer-hub/contract/constants/auth';
import { formatTime } from '@/lib/format';
import { endViewAs, identitySwitch, useViewAs, VIEW_AS_END_PATH, type ViewAsState } from '@/lib/view-as';
import classes from '@/app/shell/view-as-banner.module.css';

/** Ends the view: the server session, then the staff session back at the Users list. */
async function endView() {
  await endViewAs();
  identitySwitch.reloadAt(VIEW_AS_END_PATH);
}

/** Ends the view by itself once its token expires (30 minutes at most), as the server does. */
function useEndAtExpiry(state: ViewAsState | null, end: () => void) {
  useEffect(() => {
    if (!state) return;
    const expires = Number(localStorage.getItem(STORAGE_KEYS.tokenExpires));
    if (!Number.isFinite(expires) || expires <= 0) return;
    const timer = window.setTimeout(end, Math.max(0, expires - Date.now()));
    return () => window.clearTimeout(timer);
  }, [state, end]);
}

/**
 * While staff view the portal as a contact: a banner at the top of every page naming the contact
 * and the reason, saying it is read-only, with the button that ends the view.
 */
export function ViewAsBanner({ contactName }: { contactName: string }) {
  const { t } = useTranslation();
  const state = useViewAs();
  const [ending, setEnding] = useState(false);
  const end = useEndingOnce(setEnding);
  useEndAtExpiry(state, end);
  if (!state) return null;

  const expires = Number(localStorage.getItem(STORAGE_KEYS.tokenExpires));
  return (
    <Box className={classes.banner} role="status" data-testid="view-as-banner">
      <Group justify="space-between" align="center" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="nowrap" align="flex-start" miw={0} style={{ flex: '1 1 16rem' }}>
          <IconEyeCheck size={22} aria-hidden="true" className={classes.icon} />
          <Box miw={0}>
            <Text fw={700} size="sm" className={classes.text} data-testid="view-as-title">
              {t('viewAs.banner', { name: contactName })}
            </Text>
            <Text size="sm" className={classes.text} data-testid="view-as-reason">
              {t('viewAs.bannerReason', { reason: state.reason })}
              {Number.isFinite(expires) && expires > 0 && <> · {t('viewAs.bannerUntil', { time: formatTime(new Date(expires).toISOString()) })}</>}
            </Text>
          </Box>
        </Group>
        <Button
          size="xs"
          color="dark"
          leftSection={<IconLogout size={16} aria-hidden="true" />}
          loading={ending}
          aria-label={ending ? t('viewAs.ending') : undefined}
          onClick={end}
          data-testid="view-as-end"
          className={classes.button}
        >
          {t('viewAs.end')}
        </Button>
      </Group>
    </Box>
  );
}

/** One end, however many ways ask for it (the button, the expiry timer). */
function useEndingOnce(setEnding: (ending: boolean) => void) {
  const [end] = useState(() => {
    let started = false;
    return () => {
      if (started) return;
      started = true;
      setEnding(true);
      void endView();
    };
  });
  return end;
}
