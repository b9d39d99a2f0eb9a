import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EnableEmailTwoFactorRequest } from '@customer-hub/contract/two-factor';
import { TWO_FACTOR_CODE_TYPED_MAX } from '@customer-hub/contract/constants/two-factor';
import { ErrorAlert } from '@/components/error-alert';
import { useEnableEmailTwoFactor } from '@/features/account/api';
import { errorCode } from '@/lib/error-message';
import { useSchemaForm } from '@/lib/form';

/** The contract's six digits; spaces typed between groups ("123 456") do not count. */
const schema = EnableEmailTwoFactorRequest.extend({
  code: z.preprocess((v) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v), EnableEmailTwoFactorRequest.shape.code),
});

interface EmailCodeSetupModalProps {
  /** The address the code went to; null while the modal is closed. */
  sentTo: string | null;
  onClose: () => void;
  onEnabled: () => void;
}

/**
 * Email codes, second step: the code the set-up emailed turns them on. Until it comes back
 * nothing changes, so an address that receives nothing cannot lock the account out.
 */
export function EmailCodeSetupModal({ sentTo, onClose, onEnabled }: EmailCodeSetupModalProps) {
  const { t } = useTranslation();
  const enable = useEnableEmailTwoFactor();
  const form = useSchemaForm(schema, { initialValues: { code: '' }, fallback: 'twoFactor.codeRequired' });
  const invalid = !!form.errors.code;
  // A spent code cannot be tried again: the sign-in's "sign in again" would mislead here.
  const expired = errorCode(enable.error) === 'TWO_FACTOR_EXPIRED';

  const close = () => {
    form.reset();
    enable.reset();
    onClose();
  };

  const onSubmit = form.onSubmit((body) => {
    if (!enable.isPending)
      enable.mutate(body, {
        onSuccess: () => {
          form.reset();
          enable.reset();
          onEnabled();
        },
      });
  }, enable.reset);

  return (
    <Modal opened={sentTo !== null} onClose={close} title={t('twoFactor.emailSetup.title')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form method="post" onSubmit={onSubmit} noValidate data-testid="email-setup-form">
        <Stack gap="md">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('twoFactor.emailSetup.sent', { email: sentTo ?? '' })}
          </Text>
          <ErrorAlert message={invalid ? t('twoFactor.codeRequired') : expired ? t('twoFactor.emailSetup.expired') : null} error={enable.error} testId="email-setup-error" />
          <TextInput
            label={t('twoFactor.emailSetup.codeLabel')}
            {...form.getInputProps('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={TWO_FACTOR_CODE_TYPED_MAX}
            withAsterisk
            error={invalid}
            data-autofocus
            data-testid="email-setup-code"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={enable.isPending} disabled={expired} data-testid="email-setup-enable">
              {t('twoFactor.emailSetup.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
