import { useState } from 'react';
import { Alert, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDeviceMobile, IconMail, IconShieldOff } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TwoFactorMethod } from '@customer-hub/contract/two-factor';
import { ErrorAlert } from '@/components/error-alert';
import { InlineLoader } from '@/components/inline-loader';
import { SectionCard } from '@/components/section-card';
import {
  useDisableTwoFactor,
  useRegenerateRecoveryCodes,
  useStartEmailTwoFactor,
  useTotpSetup,
  useTwoFactorStatus,
} from '@/features/account/api';
import { EmailCodeSetupModal } from '@/features/account/components/email-code-setup-modal';
import { PasswordConfirmModal } from '@/features/account/components/password-confirm-modal';
import { RecoveryCodes } from '@/features/account/components/recovery-codes';
import { TotpSetupModal } from '@/features/account/components/totp-setup-modal';

type PasswordAction = 'email' | 'disable' | 'codes';

const STATUS_COLOR: Record<TwoFactorMethod, string> = { none: 'gray', email: 'blue', totp: 'green' };

/** Two-step verification: status, authenticator app, email codes, turning off, recovery codes. */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  const setup = useTotpSetup();
  const startEmail = useStartEmailTwoFactor();
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const [totpOpened, setTotpOpened] = useState(false);
  const [action, setAction] = useState<PasswordAction | null>(null);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  /** Where the email set-up's code went, while its code is awaited. */
  const [emailSentTo, setEmailSentTo] = useState<string | null>(null);

  const mutations = { email: startEmail, disable, codes: regenerate };
  const current = action ? mutations[action] : null;

  const openTotp = () => {
    setup.reset();
    setup.mutate();
    setTotpOpened(true);
  };

  const closeAction = () => {
    current?.reset();
    setAction(null);
  };

  const confirmAction = (password: string) => {
    if (action === 'codes') {
      regenerate.mutate(
        { password },
        {
          onSuccess: (answer) => {
            setAction(null);
            setNewCodes(answer.recoveryCodes);
          },
        },
      );
    } else if (action === 'email') {
      // Email codes are on only once the code this sends comes back (EmailCodeSetupModal).
      startEmail.mutate(
        { password },
        {
          onSuccess: (answer) => {
            setAction(null);
            setEmailSentTo(answer.to);
          },
        },
      );
    } else if (action) {
      mutations[action].mutate({ password }, { onSuccess: () => setAction(null) });
    }
  };

  const emailEnabled = () => {
    setEmailSentTo(null);
    notifications.show({ color: 'green', message: t('twoFactor.emailSetup.enabled') });
  };

  let body;
  if (status.isPending) {
    body = (
      <InlineLoader py="md" />
    );
  } else if (status.isError) {
    body = <ErrorAlert error={status.error} />;
  } else {
    const { method, required, recoveryCodesLeft } = status.data;
    body = (
      <Stack gap="md">
        <Text size="sm">{t(`twoFactor.status.${method}Text`)}</Text>
        {required && (
          <Alert color="blue" variant="light" data-testid="twofactor-required">
            {t('twoFactor.status.required')}
          </Alert>
        )}
        {method === 'totp' && (
          <Text size="sm" data-testid="recovery-codes-left">
            {t('twoFactor.status.codesLeft', { count: recoveryCodesLeft })}
          </Text>
        )}
        <Group gap="sm">
          {method !== 'totp' && (
            <Button leftSection={<IconDeviceMobile size={16} aria-hidden="true" />} onClick={openTotp} data-testid="twofactor-setup-totp">
              {t('twoFactor.actions.setupTotp')}
            </Button>
          )}
          {method !== 'email' && (
            <Button
              variant="light"
              leftSection={<IconMail size={16} aria-hidden="true" />}
              onClick={() => setAction('email')}
              data-testid="twofactor-use-email"
            >
              {t('twoFactor.actions.useEmail')}
            </Button>
          )}
          {method === 'totp' && (
            <Button variant="light" onClick={() => setAction('codes')} data-testid="twofactor-new-codes">
              {t('twoFactor.actions.newCodes')}
            </Button>
          )}
          {method !== 'none' && !required && (
            <Button
              variant="light"
              color="red"
              leftSection={<IconShieldOff size={16} aria-hidden="true" />}
              onClick={() => setAction('disable')}
              data-testid="twofactor-disable"
            >
              {t('twoFactor.actions.disable')}
            </Button>
          )}
        </Group>
      </Stack>
    );
  }

  const method = status.data?.method;
  return (
    <SectionCard
      title={t('twoFactor.sectionTitle')}
      description={t('twoFactor.sectionDescription')}
      aside={
        method && (
          <Badge color={STATUS_COLOR[method]} variant="light" size="lg" data-testid="twofactor-status">
            {t(`twoFactor.status.${method}`)}
          </Badge>
        )
      }
    >
      {body}
      <TotpSetupModal opened={totpOpened} onClose={() => setTotpOpened(false)} setup={setup.data} setupError={setup.error} />
      <EmailCodeSetupModal sentTo={emailSentTo} onClose={() => setEmailSentTo(null)} onEnabled={emailEnabled} />
      <PasswordConfirmModal
        key={action ?? 'closed'}
        opened={action !== null}
        title={action ? t(`twoFactor.confirm.${action}Title`) : ''}
        description={action ? t(`twoFactor.confirm.${action}Text`) : ''}
        confirmLabel={action ? t(`twoFactor.confirm.${action}Button`) : ''}
        danger={action === 'disable'}
        loading={current?.isPending ?? false}
        error={current?.error}
        onConfirm={confirmAction}
        onClose={closeAction}
      />
      <Modal
        opened={newCodes !== null}
        onClose={() => setNewCodes(null)}
        title={t('twoFactor.codes.newTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {newCodes && <RecoveryCodes codes={newCodes} />}
      </Modal>
    </SectionCard>
  );
}
