import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePasskeys } from '@/features/account/api';
import { PasskeysSection } from '@/features/account/components/passkeys-section';

/**
 * The passkey gate: when a role of the user's requires a passkey (settings passkeyRequiredRoles)
 * and they have none that signs in, the screen asks them to add one before anything else (the
 * server answers 403 PASSKEY_REQUIRED to every other call meanwhile). While the answer is on its
 * way the screen renders as usual, so a first page drawn on the server is not held back.
 */
export function PasskeyGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const passkeys = usePasskeys();
  const missing = passkeys.data?.required && !passkeys.data.passkeys.some((p) => !p.disabled);
  if (!missing) return children;
  return (
    <Stack gap="lg" maw={720} data-testid="passkey-gate">
      <Title order={1} size="h2">
        {t('account.passkeys.gateTitle')}
      </Title>
      <Text>{t('account.passkeys.gateText')}</Text>
      <PasskeysSection intro={t('account.passkeys.description')} />
    </Stack>
  );
}
