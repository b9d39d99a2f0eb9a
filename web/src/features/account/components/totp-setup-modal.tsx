import { Button, Center, Code, CopyButton, Group, Image, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EnableTotpRequest } from '@customer-hub/contract/two-factor';
import { TWO_FACTOR_CODE_TYPED_MAX } from '@customer-hub/contract/constants/two-factor';
import { ErrorAlert } from '@/components/error-alert';
import { InlineLoader } from '@/components/inline-loader';
import { useEnableTotp, type TotpSetup } from '@/features/account/api';
import { RecoveryCodes } from '@/features/account/components/recovery-codes';
import { useSchemaForm } from '@/lib/form';

/** The contract's six digits; spaces typed between groups ("123 456") do not count. */
const schema = EnableTotpRequest.extend({ code: z.preprocess((v) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v), EnableTotpRequest.shape.code) });

/**
 * The QR code as an image source. The SVG goes through an <img>, never into the page's
 * DOM, so nothing in it can run.
 */
export function svgDataUrl(svg: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(svg)) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP", easier to type by hand. */
function groupSecret(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

interface TotpSetupModalProps {
  opened: boolean;
  onClose: () => void;
  /** The setup answer; undefined while it is on its way. */
  setup: TotpSetup | undefined;
  setupError: unknown;
}

/** Authenticator app: scan (or type) the secret, confirm with a code, then keep the recovery codes. */
export function TotpSetupModal({ opened, onClose, setup, setupError }: TotpSetupModalProps) {
  const { t } = useTranslation();
  const enable = useEnableTotp();
  const form = useSchemaForm(schema, { initialValues: { code: '' }, fallback: 'twoFactor.codeRequired' });
  const invalid = !!form.errors.code;

  const close = () => {
    form.reset();
    enable.reset();
    onClose();
  };

  const onSubmit = form.onSubmit((body) => {
    if (!enable.isPending) enable.mutate(body);
  }, enable.reset);

  let body;
  if (enable.isSuccess) {
    body = (
      <Stack gap="md" data-testid="totp-done">
        <Text>{t('twoFactor.setup.enabled')}</Text>
        <RecoveryCodes codes={enable.data.recoveryCodes} />
        <Group justify="flex-end">
          <Button onClick={close} data-testid="totp-finish">
            {t('common.done')}
          </Button>
        </Group>
      </Stack>
    );
  } else if (setupError) {
    body = <ErrorAlert error={setupError} />;
  } else if (!setup) {
    body = (
      <InlineLoader py="xl" />
    );
  } else {
    body = (
      <form method="post" onSubmit={onSubmit} noValidate data-testid="totp-setup-form">
        <Stack gap="md">
          <Text size="sm">{t('twoFactor.setup.scan')}</Text>
          <Center>
            <Image src={svgDataUrl(setup.qrSvg)} alt={t('twoFactor.setup.qrAlt')} w={200} h={200} fit="contain" data-testid="totp-qr" />
          </Center>
          <Stack gap={4}>
            <Text size="sm">{t('twoFactor.setup.manual')}</Text>
            <Group gap="xs" wrap="nowrap">
              <Code fz="md" style={{ overflowWrap: 'anywhere' }} data-testid="totp-secret">
                {groupSecret(setup.secret)}
              </Code>
              <CopyButton value={setup.secret}>
                {({ copied, copy }) => (
                  <Button variant="subtle" size="compact-sm" onClick={copy}>
                    {copied ? t('common.copied') : t('common.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
          <ErrorAlert message={invalid ? t('twoFactor.codeRequired') : null} error={enable.error} />
          <TextInput
            label={t('twoFactor.setup.codeLabel')}
            {...form.getInputProps('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={TWO_FACTOR_CODE_TYPED_MAX}
            withAsterisk
            error={invalid}
            data-testid="totp-code"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={enable.isPending} data-testid="totp-enable">
              {t('twoFactor.setup.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('twoFactor.setup.title')}
      centered
      closeOnClickOutside={!enable.isSuccess}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {body}
    </Modal>
  );
}
