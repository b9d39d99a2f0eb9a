import { useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TwoFactorChallenge } from '@customer-hub/contract/two-factor';
import { signIn, SignInRefused, type Credentials } from '@/features/auth/api';
import { errorMessage } from '@/lib/error-message';

interface SignInFormProps {
  onSignedIn: () => void;
  /** The password was right and a second factor is due. */
  onChallenge: (challenge: TwoFactorChallenge, username: string) => void;
  /** Why the user is back at this step (an expired code), shown above the fields. */
  notice?: string | null;
  initialUsername?: string;
  /** What the user types as their user name, as they type it (the page offers their company's provider). */
  onUsernameChange?: (username: string) => void;
}

function signInErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof SignInRefused) return error.reason === 'notAllowed' ? t('signin.notAllowed') : error.reason === 'useSso' ? t('signin.useSso') : t('signin.failed');
  return errorMessage(error, t);
}

/** Username and password form (spec §5): both required; the server's refusal shows in an "Oops!" alert. */
export function SignInForm({ onSignedIn, onChallenge, notice, initialUsername = '', onUsernameChange }: SignInFormProps) {
  const { t } = useTranslation();
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const mutation = useMutation({
    mutationFn: (credentials: Credentials) => signIn(credentials),
    onSuccess: (result, credentials) => {
      if (result.status === 'challenge') onChallenge(result.challenge, credentials.username);
      else onSignedIn();
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const name = username.trim();
    if (!name || !password) {
      mutation.reset();
      setMissing(true);
      return;
    }
    setMissing(false);
    mutation.mutate({ username: name, password });
  };

  const message = missing ? t('signin.required') : mutation.isError ? signInErrorMessage(mutation.error, t) : null;

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label={t('signin.formLabel')} data-testid="signin-form">
      <Stack gap="md">
        {notice && !message && (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden="true" />} data-testid="signin-notice">
            {notice}
          </Alert>
        )}
        {message && (
          <Alert
            color="red"
            variant="light"
            title={t('signin.errorTitle')}
            icon={<IconAlertCircle aria-hidden="true" />}
            data-testid="signin-error"
            id="signin-error"
          >
            {message}
          </Alert>
        )}
        <TextInput
          label={t('signin.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          withAsterisk
          value={username}
          onChange={(event) => {
            setUsername(event.currentTarget.value);
            onUsernameChange?.(event.currentTarget.value);
          }}
          error={missing && !username.trim()}
          aria-describedby={message ? 'signin-error' : undefined}
          data-testid="signin-username"
        />
        <PasswordInput
          label={t('signin.password')}
          name="password"
          autoComplete="current-password"
          withAsterisk
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={missing && !password}
          aria-describedby={message ? 'signin-error' : undefined}
          data-testid="signin-password"
        />
        <Button type="submit" fullWidth size="md" loading={mutation.isPending} data-testid="signin-submit">
          {t('signin.submit')}
        </Button>
      </Stack>
    </form>
  );
}
