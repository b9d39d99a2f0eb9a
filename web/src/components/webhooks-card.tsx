import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Checkbox, Code, CopyButton, Group, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { mayReceiveEvent, WEBHOOK_EVENTS, WEBHOOK_URL_MAX, type WebhookEvent } from '@customer-hub/contract/constants/webhooks';
import type { WebhookSubscription } from '@customer-hub/contract/webhooks';
import { ConfirmModal } from '@/components/confirm-modal';
import { ConnectLink } from '@/components/connect-link';
import { ErrorAlert } from '@/components/error-alert';
import { DeliveriesDrawer } from '@/components/webhook-deliveries-drawer';
import { InlineLoader } from '@/components/inline-loader';
import { SectionCard } from '@/components/section-card';
import {
  useCreateWebhook,
  useDeleteWebhook,
  usePingWebhook,
  useRotateWebhookSecret,
  useUpdateWebhook,
  useWebhooks,
  type WebhooksScope,
} from '@/components/webhooks-api';
import { ApiError, problemField } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { formatDateTime } from '@/lib/format';

export type { WebhooksScope } from '@/components/webhooks-api';

/** The server refused the address itself (not https, unresolved, or private without staff's leave). */
const urlRefused = (error: unknown) =>
  error instanceof ApiError && error.code === 'VALIDATION_FAILED' && ((problemField(error, 'errors') as { path?: string }[] | undefined)?.some((e) => e.path === 'url') ?? false);

/** The signing secret, shown once (at creation or rotation), with a copy button. */
function SecretModal({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={secret !== null} onClose={onClose} title={t('account.webhooks.secretTitle')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="md">
        <Text size="sm">{t('account.webhooks.secretText')}</Text>
        <Group gap="xs" wrap="nowrap">
          <Code fz="sm" style={{ overflowWrap: 'anywhere' }} data-testid="webhook-secret">
            {secret}
          </Code>
          <CopyButton value={secret ?? ''}>
            {({ copied, copy }) => (
              <Button variant="subtle" size="compact-sm" onClick={copy}>
                {copied ? t('account.webhooks.copied') : t('account.webhooks.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group justify="flex-end">
          <Button onClick={onClose} data-testid="webhook-secret-done">
            {t('account.webhooks.done')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function CreateModal({ scope, opened, onClose, onCreated }: { scope: WebhooksScope; opened: boolean; onClose: () => void; onCreated: (secret: string) => void }) {
  const { t } = useTranslation();
  const create = useCreateWebhook(scope);
  const staff = scope.kind === 'company';
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [allowPrivate, setAllowPrivate] = useState(false);
  const [missing, setMissing] = useState(false);
  // A main contact subscribes only to what they may see themselves (the server refuses the rest).
  const permissions = useCurrentUser().data?.permissions;
  const held = staff || (permissions ?? []);
  const refused = urlRefused(create.error);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    if (!url.trim() || events.length === 0) return setMissing(true);
    setMissing(false);
    create.mutate(
      { url: url.trim(), events, ...(staff && { allowPrivateNetwork: allowPrivate }) },
      {
        onSuccess: (made) => {
          setUrl('');
          setEvents([]);
          setAllowPrivate(false);
          onCreated(made.secret);
        },
      },
    );
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('account.webhooks.add')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form method="post" onSubmit={submit} noValidate data-testid="webhook-create-form">
        <Stack gap="md">
          <ErrorAlert error={refused ? null : create.error} message={missing && events.length === 0 ? t('account.webhooks.eventsRequired') : null} />
          <TextInput
            type="url"
            label={t('account.webhooks.url')}
            description={t('account.webhooks.urlHint')}
            value={url}
            onChange={(e) => (setUrl(e.currentTarget.value), refused && create.reset())}
            withAsterisk
            error={(missing && !url.trim()) || (refused && (staff && !allowPrivate ? t('account.webhooks.urlRefusedStaff') : t('account.webhooks.urlRefused')))}
            maxLength={WEBHOOK_URL_MAX}
            data-autofocus
            data-testid="webhook-url"
          />
          <Checkbox.Group label={t('account.webhooks.events')} value={events} onChange={(v) => setEvents(v as WebhookEvent[])} withAsterisk>
            <Stack gap="xs" mt="xs">
              {WEBHOOK_EVENTS.map((e) => (
                <Checkbox
                  key={e}
                  value={e}
                  label={t(`account.webhooks.eventNames.${e}`)}
                  disabled={!mayReceiveEvent(held, e)}
                  description={mayReceiveEvent(held, e) ? undefined : t('account.webhooks.eventNotAllowed')}
                  data-testid={`webhook-event-${e}`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          {staff && (
            <Checkbox
              label={t('account.webhooks.allowPrivate')}
              description={t('account.webhooks.allowPrivateHint')}
              checked={allowPrivate}
              onChange={(e) => (setAllowPrivate(e.currentTarget.checked), refused && create.reset())}
              color="orange"
              data-testid="webhook-allow-private"
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={create.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="webhook-create-submit">
              {t('account.webhooks.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

interface ItemProps {
  scope: WebhooksScope;
  item: WebhookSubscription;
  onDeliveries: () => void;
  onRotate: () => void;
  onRemove: () => void;
  /** Staff: asks before letting it deliver to private addresses. */
  onAllowPrivate: () => void;
  onNotice: (text: string) => void;
}

function WebhookItem({ scope, item, onDeliveries, onRotate, onRemove, onAllowPrivate, onNotice }: ItemProps) {
  const { t } = useTranslation();
  const update = useUpdateWebhook(scope);
  const ping = usePingWebhook(scope);
  const staff = scope.kind === 'company';
  const switching = update.isPending && update.variables.active !== undefined;
  const refusing = update.isPending && update.variables.allowPrivateNetwork !== undefined;
  return (
    <Paper component="li" withBorder radius="sm" p="sm" data-testid="webhook-item">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          {/* The address takes the row's room, down to a width under which the badges go below it. */}
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }} miw={0} flex="1 1 14rem" data-testid="webhook-url-text">
            {item.url}
          </Text>
          <Group gap={6} wrap="wrap">
            {staff && item.allowPrivateNetwork && (
              <Badge color="orange" variant="light" leftSection={<IconAlertTriangle size={12} aria-hidden="true" />} data-testid="webhook-private-badge">
                {t('account.webhooks.privateAllowed')}
              </Badge>
            )}
            <Badge color={item.active ? 'green' : 'gray'} variant="light">
              {item.active ? t('account.webhooks.active') : t('account.webhooks.inactive')}
            </Badge>
          </Group>
        </Group>
        <Group gap={4} wrap="wrap">
          {item.events.map((e) => (
            <Badge key={e} size="xs" variant="outline">
              {t(`account.webhooks.eventNames.${e}`)}
            </Badge>
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          {t('account.webhooks.createdAt', { date: formatDateTime(item.createdAt) })}
          {item.consecutiveFailures > 0 && ` · ${t('account.webhooks.failures', { count: item.consecutiveFailures })}`}
        </Text>
        {!item.active && item.disabledReason && (
          <Alert color="orange" variant="light" p="xs" data-testid="webhook-disabled">
            <Text size="xs">{t('account.webhooks.disabled', { reason: item.disabledReason })}</Text>
          </Alert>
        )}
        <ErrorAlert error={update.error ?? ping.error} message={urlRefused(update.error) ? t('account.webhooks.privateNeeded') : null} />
        <Group gap="xs" wrap="wrap">
          <Button size="xs" variant="default" onClick={onDeliveries} data-testid="webhook-deliveries-open">
            {t('account.webhooks.deliveries')}
          </Button>
          <Button size="xs" variant="default" loading={ping.isPending} onClick={() => (update.reset(), ping.mutate(item.id, { onSuccess: () => onNotice(t('account.webhooks.pinged')) }))} data-testid="webhook-ping">
            {t('account.webhooks.ping')}
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={switching}
            disabled={update.isPending && !switching}
            onClick={() => (ping.reset(), update.mutate({ id: item.id, active: !item.active }, { onSuccess: () => onNotice(t('account.webhooks.switched')) }))}
            data-testid="webhook-toggle"
          >
            {item.active ? t('account.webhooks.switchOff') : t('account.webhooks.switchOn')}
          </Button>
          <Button size="xs" variant="default" onClick={onRotate} data-testid="webhook-rotate">
            {t('account.webhooks.rotate')}
          </Button>
          {staff && (
            <Button
              size="xs"
              variant="default"
              loading={refusing}
              disabled={update.isPending && !refusing}
              onClick={() => {
                ping.reset();
                if (item.allowPrivateNetwork) update.mutate({ id: item.id, allowPrivateNetwork: false }, { onSuccess: () => onNotice(t('account.webhooks.privateRefused')) });
                else {
                  update.reset();
                  onAllowPrivate();
                }
              }}
              data-testid="webhook-private-toggle"
            >
              {item.allowPrivateNetwork ? t('account.webhooks.refusePrivate') : t('account.webhooks.allowPrivateAction')}
            </Button>
          )}
          <Button size="xs" variant="light" color="red" onClick={onRemove} data-testid="webhook-remove">
            {t('account.webhooks.remove')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * A company's webhooks (docs/ARCHITECTURE.md, "Webhooks"): its subscriptions, each with its
 * events, state and actions (deliveries with their answers and replay, a test, on/off, a new
 * secret, remove); a new one's secret is shown once. My account (the company's main contact) and
 * a company's page (staff, who alone may let a subscription deliver to private network addresses
 * and over plain http, switching that on after a confirmation).
 */
export function WebhooksCard({ scope }: { scope: WebhooksScope }) {
  const { t } = useTranslation();
  const list = useWebhooks(scope);
  const rotate = useRotateWebhookSecret(scope);
  const remove = useDeleteWebhook(scope);
  const allow = useUpdateWebhook(scope);
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [viewing, setViewing] = useState<WebhookSubscription | null>(null);
  const [rotating, setRotating] = useState<WebhookSubscription | null>(null);
  const [removing, setRemoving] = useState<WebhookSubscription | null>(null);
  const [allowing, setAllowing] = useState<WebhookSubscription | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <SectionCard
      title={t('account.webhooks.title')}
      description={scope.kind === 'own' ? t('account.webhooks.description') : t('account.webhooks.staffDescription')}
      testId="webhooks-section"
      id="webhooks"
      aside={
        <Button size="xs" onClick={() => setCreating(true)} data-testid="webhook-add">
          {t('account.webhooks.add')}
        </Button>
      }
    >
      <Stack gap="sm">
        <ConnectLink testId="webhooks-docs-link" />
        {notice && (
          <Alert color="green" variant="light" withCloseButton onClose={() => setNotice(null)} closeButtonLabel={t('common.close')} p="xs" data-testid="webhook-notice">
            {notice}
          </Alert>
        )}
        <ErrorAlert error={list.error} />
        {list.isPending && <InlineLoader py="md" />}
        {list.data?.subscriptions.length === 0 && <Text c="dimmed">{t('account.webhooks.empty')}</Text>}
        {list.data && list.data.subscriptions.length > 0 && (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.data.subscriptions.map((item) => (
              <WebhookItem
                key={item.id}
                scope={scope}
                item={item}
                onDeliveries={() => setViewing(item)}
                onRotate={() => setRotating(item)}
                onRemove={() => setRemoving(item)}
                onAllowPrivate={() => (allow.reset(), setAllowing(item))}
                onNotice={setNotice}
              />
            ))}
          </Stack>
        )}
      </Stack>
      <CreateModal
        scope={scope}
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(s) => {
          setCreating(false);
          setNotice(t('account.webhooks.created'));
          setSecret(s);
        }}
      />
      <SecretModal secret={secret} onClose={() => setSecret(null)} />
      <DeliveriesDrawer scope={scope} subscription={viewing} onClose={() => setViewing(null)} />
      <ConfirmModal
        opened={rotating !== null}
        title={t('account.webhooks.rotateTitle')}
        message={t('account.webhooks.rotateText')}
        confirmLabel={t('account.webhooks.rotate')}
        loading={rotate.isPending}
        error={rotate.error}
        onConfirm={() =>
          rotating &&
          rotate.mutate(rotating.id, {
            onSuccess: (made) => {
              setRotating(null);
              setSecret(made.secret);
            },
          })
        }
        onClose={() => setRotating(null)}
        testId="webhook-rotate-modal"
      />
      <ConfirmModal
        opened={removing !== null}
        title={t('account.webhooks.removeTitle')}
        message={t('account.webhooks.removeText', { url: removing?.url ?? '' })}
        confirmLabel={t('account.webhooks.remove')}
        danger
        loading={remove.isPending}
        error={remove.error}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              setRemoving(null);
              setNotice(t('account.webhooks.removed'));
            },
          })
        }
        onClose={() => setRemoving(null)}
        testId="webhook-remove-modal"
      />
      {scope.kind === 'company' && (
        <ConfirmModal
          opened={allowing !== null}
          title={t('account.webhooks.allowPrivateTitle')}
          message={
            <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('account.webhooks.allowPrivateText', { url: allowing?.url ?? '' })}
              </Text>
            </Alert>
          }
          confirmLabel={t('account.webhooks.allowPrivateConfirm')}
          loading={allow.isPending}
          error={allow.error}
          onConfirm={() =>
            allowing &&
            allow.mutate(
              { id: allowing.id, allowPrivateNetwork: true },
              {
                onSuccess: () => {
                  setAllowing(null);
                  setNotice(t('account.webhooks.privateAllowedDone'));
                },
              },
            )
          }
          onClose={() => setAllowing(null)}
          testId="webhook-private-modal"
        />
      )}
    </SectionCard>
  );
}
