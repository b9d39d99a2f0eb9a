import type { ReactNode } from 'react';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePasskeys } from '@/features/account/api';

const MY_ACCOUNT = '/dashboard/Utilizadores';

/**
 * The passkey gate: when a role of the user's requires a passkey (settings passkeyRequiredRoles)
 * and they have none that signs in, every screen but My account says so and leads there, where
 * the Passkeys section adds one (the server answers 403 PASSKEY_REQUIRED to every other call
 * meanwhile). While the answer is on its way the screen renders as usual, so a first page drawn
 * on the server is not held back.
 */
export function PasskeyGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const passkeys = usePasskeys();
  const missing = passkeys.data?.required && !passkeys.data.passkeys.some((p) => !p.disabled);
  if (!missing) return children;
  if (pathname === MY_ACCOUNT) {
    return (
      <>
        <Alert color="blue" variant="light" icon={<IconFingerprint aria-hidden="true" />} title={t('shell.passkeyGate.title')} mb="lg" maw={880} data-testid="passkey-gate">
          {t('shell.passkeyGate.text')}
        </Alert>
        {children}
      </>
    );
  }
  return (
    <Stack gap="md" maw={640} data-testid="passkey-gate">
      <Title order={1} size="h2">
        {t('shell.passkeyGate.title')}
      </Title>
      <Text>{t('shell.passkeyGate.text')}</Text>
      <div>
        <Button component={Link} to={MY_ACCOUNT} leftSection={<IconFingerprint size={18} aria-hidden="true" />} data-testid="passkey-gate-action">
          {t('shell.passkeyGate.action')}
        </Button>
      </div>
    </Stack>
  );
}
