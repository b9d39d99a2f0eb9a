import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconShieldLock } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TwoFactorChallenge } from '@customer-hub/contract/two-factor';
import { TWO_FACTOR_CODE_DIGITS, TWO_FACTOR_VERIFY_CODE_MAX } from '@customer-hub/contract/constants/two-factor';
import { resendTwoFactorCode, verifyTwoFactor } from '@/features/auth/api';
import { errorCode, errorMessage } from '@/lib/error-message';

/** Seconds before another emailed code may be asked for (the first one has just been sent). */
export const RESEND_COOLDOWN_SECONDS = 30;

interface TwoFactorFormProps {
  challenge: TwoFactorChallenge;
  onSignedIn: () => void;
  /** The next step after an unlock code: the authenticator's challenge. */
  onChallenge: (challenge: TwoFactorChallenge) => void;
  /** Back to the password step: the challenge expired, or the user chose to. */
  onRestart: (reason: 'expired' | 'cancel') => void;
}

/** Whole seconds left until `until` (epoch ms), ticking once a second. */
function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const id = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** Sign-in second step (DESIGN.md §5): emailed or app code, or a recovery code. */
export function TwoFactorForm({ challenge, onSignedIn, onChallenge, onRestart }: TwoFactorFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [useRecovery, setUseRecovery] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const [resendUntil, setResendUntil] = useState(() => Date.now() + RESEND_COOLDOWN_SECONDS * 1000);
  const secondsLeft = useSecondsLeft(resendUntil);
  const unlock = challenge.method === 'email_unlock';
  const isEmail = challenge.method === 'email' || unlock;

  const verify = useMutation({
    mutationFn: (value: string) => verifyTwoFactor(challenge.challenge_id, value),
    onSuccess: (result) => (result.status === 'challenge' ? onChallenge(result.challenge) : onSignedIn()),
    onError: (error) => {
      if (errorCode(error) === 'TWO_FACTOR_EXPIRED') onRestart('expired');
      else setCode('');
    },
  });
  const resend = useMutation({
    mutationFn: () => resendTwoFactorCode(challenge.challenge_id),
    onSuccess: () => setResendUntil(Date.now() + RESEND_COOLDOWN_SECONDS * 1000),
    onError: (error) => {
      if (errorCode(error) === 'TWO_FACTOR_EXPIRED') onRestart('expired');
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (verify.isPending) return;
    const value = useRecovery ? code.trim() : code.replace(/\s+/g, '');
    const ok = useRecovery ? value.length >= 6 && value.length <= 32 : /^\d{6}$/.test(value);
    if (!ok) {
      verify.reset();
      setInvalid(true);
      return;
    }
    setInvalid(false);
    resend.reset();
    verify.mutate(value);
  };

  const toggleRecovery = () => {
    setUseRecovery((current) => !current);
    setCode('');
    setInvalid(false);
    verify.reset();
  };

  const prompt = useRecovery ? t('twoFactor.recoveryPrompt') : unlock ? t('twoFactor.unlockPrompt') : isEmail ? t('twoFactor.emailPrompt') : t('twoFactor.totpPrompt');
  const heading = unlock ? t('twoFactor.unlockHeading') : t('twoFactor.heading');
  const error = invalid
    ? useRecovery
      ? t('twoFactor.recoveryRequired')
      : t('twoFactor.codeRequired')
    : verify.isError
      ? errorMessage(verify.error, t)
      : resend.isError
        ? errorMessage(resend.error, t)
        : null;

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label={heading} data-testid="twofactor-form" data-method={challenge.method}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <IconShieldLock size={24} aria-hidden="true" color="var(--mantine-color-blue-7)" />
          <Title order={2} size="h4">
            {heading}
          </Title>
        </Group>
        <Text id="twofactor-prompt">{prompt}</Text>
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} data-testid="twofactor-error" id="twofactor-error" role="alert">
            {error}
          </Alert>
        )}
        {resend.isSuccess && !error && (
          <Alert color="green" variant="light" data-testid="twofactor-resent" role="status">
            {t('twoFactor.resent')}
          </Alert>
        )}
        <TextInput
          label={useRecovery ? t('twoFactor.recoveryCodeLabel') : t('twoFactor.codeLabel')}
          name="code"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          autoComplete={useRecovery ? 'off' : 'one-time-code'}
          inputMode={useRecovery ? 'text' : 'numeric'}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={useRecovery ? TWO_FACTOR_VERIFY_CODE_MAX : TWO_FACTOR_CODE_DIGITS}
          withAsterisk
          data-autofocus
          autoFocus
          error={invalid}
          aria-describedby={error ? 'twofactor-prompt twofactor-error' : 'twofactor-prompt'}
          data-testid="twofactor-code"
        />
        <Button type="submit" fullWidth size="md" loading={verify.isPending} data-testid="twofactor-submit">
          {t('twoFactor.submit')}
        </Button>
        <Group justify="space-between" gap="xs" wrap="wrap">
          {isEmail ? (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => resend.mutate()}
              disabled={secondsLeft > 0}
              loading={resend.isPending}
              data-testid="twofactor-resend"
            >
              {secondsLeft > 0 ? t('twoFactor.resendIn', { seconds: secondsLeft }) : t('twoFactor.resend')}
            </Button>
          ) : (
            <Anchor component="button" type="button" size="sm" onClick={toggleRecovery} data-testid="twofactor-toggle-recovery">
              {useRecovery ? t('twoFactor.useAppCode') : t('twoFactor.useRecoveryCode')}
            </Anchor>
          )}
          <Anchor component="button" type="button" size="sm" onClick={() => onRestart('cancel')} data-testid="twofactor-cancel">
            {t('twoFactor.cancel')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
