import { useEffect, useState } from 'react';
import { Alert, Button, Divider, Stack } from '@mantine/core';
import { IconAlertCircle, IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SsoError as SsoErrorCode, SsoLookupResponse } from '@customer-hub/contract/sso';
import { lookupSignInProviders, ssoStartUrl } from '@/features/auth/api';

const LOOKUP_DELAY_MS = 300;
/** A provider's name may be long: the label wraps on a phone instead of being cut. */
const WRAPPING = { root: { height: 'auto', minHeight: 42, paddingBlock: 8 }, label: { whiteSpace: 'normal', textAlign: 'center' } } as const;

/**
 * The single sign-on buttons of the sign-in page: the staff provider when it is on, and the
 * provider of the company whose email domain the user typed ("Continue with …"). Each is a link
 * to the hub's start, which sends the browser to the provider.
 */
export function SsoButtons({ login, returnTo }: { login: string; returnTo: string }) {
  const { t } = useTranslation();
  const [found, setFound] = useState<SsoLookupResponse>({ staff: null, company: null });
  const domain = login.includes('@') ? login.split('@').pop()!.trim().toLowerCase() : '';

  useEffect(() => {
    let live = true;
    const timer = setTimeout(
      () => {
        lookupSignInProviders(domain ? `x@${domain}` : '')
          .then((answer) => live && setFound(answer))
          .catch(() => undefined);
      },
      domain ? LOOKUP_DELAY_MS : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [domain]);

  if (!found.staff && !found.company) return null;
  return (
    <Stack gap="xs" data-testid="sso-buttons">
      <Divider label={t('signin.or')} labelPosition="center" />
      {found.company && (
        <Button component="a" href={ssoStartUrl(found.company.id, returnTo)} variant="filled" color="teal" fullWidth size="md" leftSection={<IconKey size={18} aria-hidden="true" />} styles={WRAPPING} data-testid="sso-company">
          {t('signin.sso.continueWith', { name: found.company.name })}
        </Button>
      )}
      {found.staff && (
        <Button component="a" href={ssoStartUrl(found.staff.id, returnTo)} variant="default" fullWidth leftSection={<IconKey size={18} aria-hidden="true" />} styles={WRAPPING} data-testid="sso-staff">
          {t('signin.sso.staffContinueWith', { name: found.staff.name })}
        </Button>
      )}
    </Stack>
  );
}

/** Why the provider's sign-in did not work, as the callback said (`sso_error`). */
export function SsoError({ code }: { code: string }) {
  const { t } = useTranslation();
  const known: readonly SsoErrorCode[] = ['unavailable', 'cancelled', 'expired', 'rejected', 'no_account', 'email_not_verified', 'domain_mismatch', 'email_taken', 'disabled', 'not_allowed'];
  const shown: SsoErrorCode = known.includes(code as SsoErrorCode) ? (code as SsoErrorCode) : 'rejected';
  return (
    <Alert color="red" variant="light" title={t('signin.sso.errorTitle')} icon={<IconAlertCircle aria-hidden="true" />} data-testid="sso-error" role="alert">
      {t(`signin.sso.errors.${shown}`)}
    </Alert>
  );
}
