import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Checkbox, Code, CopyButton, Group, Modal, NumberInput, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiKeyListResponse, ApiKeyView, CreateApiKeyResponse } from '@customer-hub/contract/api-keys';
import { API_KEY_ADDRESSES_MAX, API_KEY_DEFAULT_DAYS, API_KEY_MAX_DAYS, API_KEY_NAME_MAX, API_KEY_SCOPES, isAddressOrRange, type ApiKeyScope } from '@customer-hub/contract/constants/api-keys';
import { scopeLabel } from '@/components/api-key-scope-label';
import { ConfirmModal } from '@/components/confirm-modal';
import { ConnectLink } from '@/components/connect-link';
import { ErrorAlert } from '@/components/error-alert';
import { InlineLoader } from '@/components/inline-loader';
import { SectionCard } from '@/components/section-card';
import { call } from '@/lib/api-call';
import { formatDate, formatDateTime } from '@/lib/format';

/** Whose keys the card manages: the caller's company (its main contact), or a company staff chose. */
export type ApiKeysScope = { kind: 'own' } | { kind: 'company'; companyId: string };

const keyOf = (scope: ApiKeysScope) => ['api-keys', scope.kind === 'company' ? scope.companyId : 'own'] as const;

const list = (scope: ApiKeysScope, signal: AbortSignal): Promise<ApiKeyListResponse> =>
  scope.kind === 'own' ? call('GET /api/api-keys', { signal }) : call('GET /api/companies/:companyId/api-keys', { params: { companyId: scope.companyId }, signal });

interface Draft {
  name: string;
  scopes: ApiKeyScope[];
  expiresInDays: number;
  allowedIps: string[];
}

const create = (scope: ApiKeysScope, body: Draft): Promise<CreateApiKeyResponse> =>
  scope.kind === 'own' ? call('POST /api/api-keys', { body }) : call('POST /api/companies/:companyId/api-keys', { params: { companyId: scope.companyId }, body });

const revoke = (scope: ApiKeysScope, id: string): Promise<ApiKeyView> =>
  scope.kind === 'own' ? call('POST /api/api-keys/:id/revoke', { params: { id } }) : call('POST /api/companies/:companyId/api-keys/:id/revoke', { params: { companyId: scope.companyId, id } });

const DAY_MS = 86_400_000;
const linesOf = (text: string) => text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);

function KeyItem({ apiKey, onRevoke }: { apiKey: ApiKeyView; onRevoke: () => void }) {
  const { t } = useTranslation();
  const expired = new Date(apiKey.expiresAt).getTime() <= Date.now();
  const live = !apiKey.revokedAt && !expired;
  return (
    <Paper component="li" withBorder radius="sm" p="sm" data-testid="api-key-item" data-live={live || undefined}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Group gap="sm" align="flex-start" wrap="nowrap" miw={200} flex={1}>
          <IconKey size={22} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
          <Stack gap={2} miw={0}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="api-key-name">
                {apiKey.name}
              </Text>
              <Code>{apiKey.prefix}…</Code>
              {apiKey.revokedAt && (
                <Badge size="xs" color="red" variant="light">
                  {t('apiKeys.revokedBadge')}
                </Badge>
              )}
              {!apiKey.revokedAt && expired && (
                <Badge size="xs" color="gray" variant="light">
                  {t('apiKeys.expired')}
                </Badge>
              )}
            </Group>
            <Text size="xs">{apiKey.scopes.map((s) => t(scopeLabel(s))).join(' · ')}</Text>
            <Text size="xs" c="dimmed">
              {t('apiKeys.createdBy', { name: apiKey.createdBy ?? '—', date: formatDateTime(apiKey.createdAt) })} · {t('apiKeys.expires', { date: formatDate(apiKey.expiresAt) })}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {apiKey.allowedIps.length ? t('apiKeys.addresses', { list: apiKey.allowedIps.join(', ') }) : t('apiKeys.anyAddress')}
            </Text>
            <Text size="xs" c="dimmed" data-testid="api-key-last-used">
              {apiKey.lastUsedAt ? t('apiKeys.lastUsed', { date: formatDateTime(apiKey.lastUsedAt), ip: apiKey.lastUsedIp ?? '—' }) : t('apiKeys.neverUsed')}
            </Text>
            {apiKey.revokedAt && (
              <Text size="xs" c="dimmed">
                {t('apiKeys.revokedOn', { date: formatDateTime(apiKey.revokedAt), name: apiKey.revokedBy ?? '—' })}
              </Text>
            )}
          </Stack>
        </Group>
        {!apiKey.revokedAt && (
          <Button variant="light" color="red" size="xs" onClick={onRevoke} data-testid="api-key-revoke" aria-label={t('apiKeys.revokeNamed', { name: apiKey.name })}>
            {t('apiKeys.revoke')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** The new key's form: name, scopes, days of validity and the optional allow-list, checked before it is sent. */
function CreateModal({ scope, onCreated, onClose }: { scope: ApiKeysScope; onCreated: (created: CreateApiKeyResponse) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [days, setDays] = useState<number | string>(API_KEY_DEFAULT_DAYS);
  const [addresses, setAddresses] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'name' | 'scopes' | 'days' | 'addresses', string>>>({});
  const creating = useMutation({ mutationFn: (draft: Draft) => create(scope, draft), onSuccess: onCreated });
  const dayCount = typeof days === 'number' ? days : Number(days);
  const daysValid = Number.isInteger(dayCount) && dayCount >= 1 && dayCount <= API_KEY_MAX_DAYS;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (creating.isPending) return;
    const lines = linesOf(addresses);
    const wrong = lines.find((l) => !isAddressOrRange(l));
    const found = {
      ...(!name.trim() && { name: t('apiKeys.nameRequired') }),
      ...(!scopes.length && { scopes: t('apiKeys.scopesRequired') }),
      ...(!daysValid && { days: t('apiKeys.daysInvalid', { max: API_KEY_MAX_DAYS }) }),
      ...(wrong !== undefined ? { addresses: t('apiKeys.invalidAddress', { entry: wrong }) } : lines.length > API_KEY_ADDRESSES_MAX ? { addresses: t('apiKeys.tooManyAddresses', { max: API_KEY_ADDRESSES_MAX }) } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length) return;
    creating.mutate({ name: name.trim(), scopes, expiresInDays: dayCount, allowedIps: lines });
  };

  return (
    <Modal opened onClose={onClose} title={t('apiKeys.createTitle')} centered size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form method="post" onSubmit={submit} noValidate data-testid="api-key-create-form">
        <Stack gap="md">
          <ErrorAlert error={creating.error} />
          <TextInput
            label={t('apiKeys.name')}
            description={t('apiKeys.nameHint')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={API_KEY_NAME_MAX}
            withAsterisk
            error={errors.name}
            data-autofocus
            data-testid="api-key-name-input"
          />
          <Checkbox.Group label={t('apiKeys.scopes')} value={scopes} onChange={(v) => setScopes(v as ApiKeyScope[])} withAsterisk error={errors.scopes}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} mt={6}>
              {API_KEY_SCOPES.map((s) => (
                <Checkbox key={s} value={s} label={t(scopeLabel(s))} data-testid={`api-key-scope-${s}`} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <NumberInput
            label={t('apiKeys.expiresInDays')}
            description={daysValid ? t('apiKeys.expiresOn', { date: formatDate(new Date(Date.now() + dayCount * DAY_MS).toISOString()) }) : undefined}
            value={days}
            onChange={setDays}
            min={1}
            max={API_KEY_MAX_DAYS}
            allowDecimal={false}
            allowNegative={false}
            error={errors.days}
            data-testid="api-key-days"
          />
          <Textarea
            label={t('apiKeys.allowedIps')}
            description={t('apiKeys.allowedIpsHint')}
            value={addresses}
            onChange={(e) => setAddresses(e.currentTarget.value)}
            autosize
            minRows={2}
            maxRows={8}
            autoCapitalize="off"
            spellCheck={false}
            error={errors.addresses}
            data-testid="api-key-addresses"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={creating.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={creating.isPending} data-testid="api-key-submit">
              {t('apiKeys.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The new key, shown this once: copied, then gone from the page when the modal closes. */
function SecretModal({ created, onClose }: { created: CreateApiKeyResponse; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t('apiKeys.secretTitle')} centered size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="md" data-testid="api-key-secret-dialog">
        <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
          {t('apiKeys.secretWarning')}
        </Alert>
        <Text size="sm" fw={500}>
          {t('apiKeys.secretLabel', { name: created.apiKey.name })}
        </Text>
        <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} data-testid="api-key-secret">
          {created.secret}
        </Code>
        <Text size="xs" c="dimmed">
          {t('apiKeys.headerHint')}
        </Text>
        <Group justify="flex-end" gap="sm" wrap="wrap">
          <CopyButton value={created.secret}>
            {({ copied, copy }) => (
              <Button variant="light" leftSection={copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />} onClick={copy} data-testid="api-key-copy">
                {copied ? t('apiKeys.copied') : t('apiKeys.copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose} data-testid="api-key-secret-done">
            {t('apiKeys.done')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * A company's API keys (docs/ARCHITECTURE.md, "API keys"): listed with their scopes, expiry,
 * allow-list and last use; created with a name, scopes, days and addresses (the key shown once);
 * revoked after a confirmation. My account (its main contact) and a company's page (staff).
 */
export function ApiKeysCard({ scope }: { scope: ApiKeysScope }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const keys = useQuery({ queryKey: keyOf(scope), queryFn: ({ signal }) => list(scope, signal) });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreateApiKeyResponse | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const revoker = useMutation({
    mutationFn: (id: string) => revoke(scope, id),
    onSuccess: (view) => {
      setRevoking(null);
      setDone(t('apiKeys.revokedDone', { name: view.name }));
      return queryClient.invalidateQueries({ queryKey: keyOf(scope) });
    },
  });

  let body;
  if (keys.isPending) body = <InlineLoader py="md" />;
  else if (keys.isError) body = <ErrorAlert error={keys.error} />;
  else if (keys.data.items.length === 0) body = <Text c="dimmed">{t('apiKeys.empty')}</Text>;
  else {
    body = (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} data-testid="api-keys-list">
        {keys.data.items.map((k) => (
          <KeyItem key={k.id} apiKey={k} onRevoke={() => (revoker.reset(), setRevoking(k))} />
        ))}
      </Stack>
    );
  }

  return (
    <SectionCard title={t('apiKeys.title')} description={scope.kind === 'own' ? t('apiKeys.description') : t('apiKeys.staffDescription')} id="api-keys">
      <Stack gap="sm" data-testid="api-keys-section">
        <ConnectLink testId="api-keys-docs-link" />
        {done && (
          <Alert color="green" variant="light" role="status" withCloseButton onClose={() => setDone(null)} data-testid="api-key-done">
            {done}
          </Alert>
        )}
        {body}
        <Group>
          <Button leftSection={<IconKey size={18} aria-hidden="true" />} onClick={() => (setDone(null), setCreating(true))} data-testid="api-key-create">
            {t('apiKeys.create')}
          </Button>
        </Group>
      </Stack>
      {creating && (
        <CreateModal
          scope={scope}
          onClose={() => setCreating(false)}
          onCreated={(result) => {
            setCreating(false);
            setCreated(result);
            void queryClient.invalidateQueries({ queryKey: keyOf(scope) });
          }}
        />
      )}
      {created && <SecretModal created={created} onClose={() => setCreated(null)} />}
      <ConfirmModal
        opened={revoking !== null}
        title={t('apiKeys.revokeTitle')}
        message={t('apiKeys.revokeText', { name: revoking?.name ?? '' })}
        confirmLabel={t('apiKeys.revoke')}
        danger
        loading={revoker.isPending}
        error={revoker.error}
        onConfirm={() => revoking && revoker.mutate(revoking.id)}
        onClose={() => setRevoking(null)}
        testId="api-key-revoke-dialog"
      />
    </SectionCard>
  );
}
