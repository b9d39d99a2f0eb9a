import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconFingerprint } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TwoFactorChallenge } from '@customer-hub/contract/two-factor';
import { resendTwoFactorCode, verifyPasskeyChallenge } from '@/features/auth/api';
import { errorCode } from '@/lib/error-message';

interface PasskeyStepProps {
  challenge: TwoFactorChallenge;
  onSignedIn: () => void;
  /** The user chose their other factor: the same challenge, answered with its code. */
  onFallback: (challenge: TwoFactorChallenge) => void;
  onRestart: (reason: 'expired' | 'cancel') => void;
}

/** Sign-in second step with a passkey; the user's other factor (an app or emailed code) instead, when they have one. */
export function PasskeyStep({ challenge, onSignedIn, onFallback, onRestart }: PasskeyStepProps) {
  const { t } = useTranslation();
  const verify = useMutation({
    mutationFn: () => verifyPasskeyChallenge(challenge),
    onSuccess: onSignedIn,
    onError: (error) => {
      if (errorCode(error) === 'TWO_FACTOR_EXPIRED') onRestart('expired');
    },
  });
  const fallback = useMutation({
    mutationFn: async () => {
      if (challenge.fallback === 'email') await resendTwoFactorCode(challenge.challenge_id);
    },
    onSuccess: () => challenge.fallback && onFallback({ ...challenge, method: challenge.fallback }),
    onError: (error) => {
      if (errorCode(error) === 'TWO_FACTOR_EXPIRED') onRestart('expired');
    },
  });

  return (
    <Stack gap="md" data-testid="twofactor-form" data-method="passkey">
      <Group gap="sm" wrap="nowrap">
        <IconFingerprint size={24} aria-hidden="true" color="var(--mantine-color-blue-7)" />
        <Title order={2} size="h4">
          {t('twoFactor.passkeyPrompt')}
        </Title>
      </Group>
      <Text>{t('twoFactor.passkeyText')}</Text>
      {(verify.isError || fallback.isError) && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert" data-testid="twofactor-error">
          {t('twoFactor.passkeyFailed')}
        </Alert>
      )}
      <Button fullWidth size="md" leftSection={<IconFingerprint size={18} aria-hidden="true" />} loading={verify.isPending} onClick={() => verify.mutate()} data-testid="twofactor-passkey">
        {t('twoFactor.usePasskey')}
      </Button>
      <Group justify="space-between" gap="xs" wrap="wrap">
        {challenge.fallback && (
          <Anchor component="button" type="button" size="sm" onClick={() => fallback.mutate()} data-testid="twofactor-fallback">
            {challenge.fallback === 'email' ? t('twoFactor.useEmailInstead') : t('twoFactor.useAppInstead')}
          </Anchor>
        )}
        <Anchor component="button" type="button" size="sm" onClick={() => onRestart('cancel')} data-testid="twofactor-cancel">
          {t('twoFactor.cancel')}
        </Anchor>
      </Group>
    </Stack>
  );
}
