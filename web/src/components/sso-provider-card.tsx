import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Code, Group, PasswordInput, SimpleGrid, Stack, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { IconCheck, IconPlugConnected } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Permission } from '@customer-hub/contract/permissions';
import type { IdentityProviderView, SsoTestResponse } from '@customer-hub/contract/sso';
import { ErrorAlert } from '@/components/error-alert';
import { InlineLoader } from '@/components/inline-loader';
import { SectionCard } from '@/components/section-card';
import { call } from '@/lib/api-call';

/** Whose provider the card edits: the staff one (Settings), the caller's company (its main contact), or a company (staff). */
export type SsoScope = { kind: 'staff' } | { kind: 'own' } | { kind: 'company'; companyId: string };

const keyOf = (scope: SsoScope) => ['sso', scope.kind, scope.kind === 'company' ? scope.companyId : ''] as const;

function load(scope: SsoScope, signal: AbortSignal): Promise<IdentityProviderView> {
  if (scope.kind === 'staff') return call('GET /api/sso/staff-provider', { signal });
  if (scope.kind === 'own') return call('GET /api/sso/company-provider', { signal });
  return call('GET /api/companies/:companyId/sso', { params: { companyId: scope.companyId }, signal });
}

interface Draft {
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  enabled: boolean;
  emailDomains: string[];
  defaultPermissions: Permission[];
  passwordSignInOff: boolean;
}

function save(scope: SsoScope, d: Draft): Promise<IdentityProviderView> {
  const common = { name: d.name.trim(), issuer: d.issuer.trim(), clientId: d.clientId.trim(), enabled: d.enabled, ...(d.clientSecret.trim() && { clientSecret: d.clientSecret.trim() }) };
  if (scope.kind === 'staff') return call('PUT /api/sso/staff-provider', { body: common });
  const body = { ...common, emailDomains: d.emailDomains, defaultPermissions: d.defaultPermissions, passwordSignInOff: d.passwordSignInOff };
  if (scope.kind === 'own') return call('PUT /api/sso/company-provider', { body });
  return call('PUT /api/companies/:companyId/sso', { params: { companyId: scope.companyId }, body });
}

const draftOf = (v: IdentityProviderView): Draft => ({
  name: v.name,
  issuer: v.issuer,
  clientId: v.clientId,
  clientSecret: '',
  enabled: v.enabled,
  emailDomains: v.emailDomains,
  defaultPermissions: v.defaultPermissions,
  passwordSignInOff: v.passwordSignInOff,
});

function ProviderForm({ scope, view }: { scope: SsoScope; view: IdentityProviderView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(view));
  useEffect(() => setDraft(draftOf(view)), [view]);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const company = scope.kind !== 'staff';
  const tid = `sso-${scope.kind}`;

  const saving = useMutation({ mutationFn: () => save(scope, draft), onSuccess: (saved) => queryClient.setQueryData(keyOf(scope), saved) });
  const testing = useMutation({ mutationFn: (): Promise<SsoTestResponse> => call('POST /api/sso/test', { body: { issuer: draft.issuer.trim() } }) });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!saving.isPending) saving.mutate();
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid={`${tid}-form`}>
      <Stack gap="sm">
        {saving.isError && <ErrorAlert error={saving.error} />}
        {saving.isSuccess && (
          <Alert color="green" variant="light" icon={<IconCheck aria-hidden="true" />} data-testid={`${tid}-saved`}>
            {t('sso.settings.saved')}
          </Alert>
        )}
        <Switch label={t('sso.settings.enabled')} checked={draft.enabled} onChange={(e) => set('enabled', e.currentTarget.checked)} data-testid={`${tid}-enabled`} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('sso.settings.name')} value={draft.name} onChange={(e) => set('name', e.currentTarget.value)} required data-testid={`${tid}-name`} />
          <TextInput label={t('sso.settings.clientId')} value={draft.clientId} onChange={(e) => set('clientId', e.currentTarget.value)} required autoCapitalize="off" spellCheck={false} data-testid={`${tid}-client-id`} />
        </SimpleGrid>
        <TextInput label={t('sso.settings.issuer')} value={draft.issuer} onChange={(e) => set('issuer', e.currentTarget.value)} required inputMode="url" autoCapitalize="off" spellCheck={false} data-testid={`${tid}-issuer`} />
        <PasswordInput
          label={t('sso.settings.clientSecret')}
          description={view.clientSecretSet ? t('settings.secret.newPlaceholder') : undefined}
          placeholder={view.clientSecretSet ? '••••••••' : t('settings.secret.notSetPlaceholder')}
          value={draft.clientSecret}
          onChange={(e) => set('clientSecret', e.currentTarget.value)}
          autoComplete="off"
          data-testid={`${tid}-client-secret`}
        />
        {company && (
          <>
            <TagsInput label={t('sso.settings.emailDomains')} description={t('sso.settings.emailDomainsHint')} value={draft.emailDomains} onChange={(v) => set('emailDomains', v.map((x) => x.trim().toLowerCase()))} data-testid={`${tid}-domains`} />
            <Checkbox.Group label={t('sso.settings.defaultPermissions')} value={draft.defaultPermissions} onChange={(v) => set('defaultPermissions', v as Permission[])}>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing={6} mt={6}>
                {view.grantable.map((p) => (
                  <Checkbox key={p} value={p} label={t(`people.permissions.keys.${p}`)} data-testid={`${tid}-permission-${p}`} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <Switch label={t('sso.settings.passwordSignInOff')} description={t('sso.settings.passwordSignInOffHint')} checked={draft.passwordSignInOff} onChange={(e) => set('passwordSignInOff', e.currentTarget.checked)} data-testid={`${tid}-password-off`} />
          </>
        )}
        <Text size="sm">
          {t('sso.settings.redirectUri')}: <Code data-testid={`${tid}-redirect-uri`}>{view.redirectUri}</Code>
        </Text>
        {testing.data && (
          <Alert color={testing.data.ok ? 'green' : 'red'} variant="light" data-testid={`${tid}-test-result`}>
            {testing.data.ok ? t('sso.settings.testOk', { issuer: testing.data.issuer }) : t(`sso.settings.testFailed.${testing.data.reason ?? 'unreachable'}`)}
          </Alert>
        )}
        {testing.isError && <ErrorAlert error={testing.error} />}
        <Group gap="sm">
          <Button type="submit" loading={saving.isPending} data-testid={`${tid}-save`}>
            {t('sso.settings.save')}
          </Button>
          <Button variant="default" leftSection={<IconPlugConnected size={16} aria-hidden="true" />} loading={testing.isPending} disabled={!draft.issuer.trim()} onClick={() => testing.mutate()} data-testid={`${tid}-test`}>
            {t('sso.settings.test')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The "Single sign-on" card: a provider's issuer, client, write-only secret, switches and a connection test. */
export function SsoProviderCard({ scope }: { scope: SsoScope }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: keyOf(scope), queryFn: ({ signal }) => load(scope, signal), staleTime: 0 });
  return (
    <SectionCard id="sso" title={t('sso.settings.title')} description={t(scope.kind === 'staff' ? 'sso.settings.staffDescription' : 'sso.settings.companyDescription')} testId={`sso-${scope.kind}-card`}>
      {query.isPending ? <InlineLoader /> : query.isError ? <ErrorAlert error={query.error} /> : <ProviderForm scope={scope} view={query.data} />}
    </SectionCard>
  );
}
