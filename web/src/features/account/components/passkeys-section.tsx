import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Group, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconFingerprint } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PASSKEY_NAME_MAX } from '@customer-hub/contract/constants/passkeys';
import type { PasskeyView } from '@customer-hub/contract/passkeys';
import { ConfirmModal } from '@/components/confirm-modal';
import { ErrorAlert } from '@/components/error-alert';
import { InlineLoader } from '@/components/inline-loader';
import { SectionCard } from '@/components/section-card';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from '@/features/account/api';
import { PasswordConfirmModal } from '@/features/account/components/password-confirm-modal';
import { errorCode } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format';

/** The browser refused or the user cancelled (WebAuthn's NotAllowedError, AbortError): not the server's fault. */
const cancelledByBrowser = (error: unknown) => error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

function PasskeyItem({ passkey, onRename, onRemove }: { passkey: PasskeyView; onRename: () => void; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper component="li" withBorder radius="sm" p="sm" data-testid="passkey-item" data-disabled={passkey.disabled || undefined}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Group gap="sm" align="flex-start" wrap="nowrap" miw={200} flex={1}>
            <IconFingerprint size={22} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
            <Stack gap={2} miw={0}>
              <Group gap="xs" wrap="wrap">
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="passkey-name">
                  {passkey.name}
                </Text>
                {passkey.backedUp && (
                  <Badge size="xs" variant="light">
                    {t('account.passkeys.synced')}
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {t('account.passkeys.created', { date: formatDateTime(passkey.createdAt) })}
              </Text>
              <Text size="xs" c="dimmed" data-testid="passkey-last-used">
                {passkey.lastUsedAt ? t('account.passkeys.lastUsed', { date: formatDateTime(passkey.lastUsedAt) }) : t('account.passkeys.neverUsed')}
              </Text>
            </Stack>
          </Group>
          <Group gap="xs">
            <Button variant="default" size="xs" onClick={onRename} data-testid="passkey-rename" aria-label={t('account.passkeys.renameNamed', { name: passkey.name })}>
              {t('account.passkeys.rename')}
            </Button>
            <Button variant="light" color="red" size="xs" onClick={onRemove} data-testid="passkey-remove" aria-label={t('account.passkeys.removeNamed', { name: passkey.name })}>
              {t('account.passkeys.remove')}
            </Button>
          </Group>
        </Group>
        {passkey.disabled && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} p="xs" data-testid="passkey-disabled">
            <Text size="xs">{t('account.passkeys.disabled')}</Text>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** Asks for a passkey's name: to add one (then the browser's own prompt) or to rename one. */
function NameModal(props: { opened: boolean; title: string; text?: string; initial: string; submitLabel: string; loading: boolean; error: unknown; message?: string | null; onSubmit: (name: string) => void; onClose: () => void; testId: string }) {
  const { t } = useTranslation();
  const [name, setName] = useState(props.initial);
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (props.loading) return;
    if (!name.trim()) return setMissing(true);
    setMissing(false);
    props.onSubmit(name.trim());
  };
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form method="post" onSubmit={submit} noValidate data-testid={props.testId}>
        <Stack gap="md">
          {props.text && <Text size="sm">{props.text}</Text>}
          <ErrorAlert error={props.error} message={props.message} />
          <TextInput
            label={t('account.passkeys.nameLabel')}
            description={t('account.passkeys.nameHint')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={PASSKEY_NAME_MAX}
            withAsterisk
            error={missing}
            data-autofocus
            data-testid="passkey-name-input"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onClose} disabled={props.loading}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={props.loading} data-testid="passkey-name-submit">
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

type Pending = { kind: 'add'; name: string } | { kind: 'remove'; id: string };

/**
 * My account's passkeys: listed with their name, when added and last used; added under a name
 * (the browser then creates it), renamed, removed after a confirmation. Adding and removing ask
 * for the password when the session is not recent (the server says so).
 */
export function PasskeysSection({ intro }: { intro?: string }) {
  const { t } = useTranslation();
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<PasskeyView | null>(null);
  const [removing, setRemoving] = useState<PasskeyView | null>(null);
  const [needsPassword, setNeedsPassword] = useState<Pending | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const afterError = (pending: Pending) => (error: unknown) => {
    if (errorCode(error) === 'RECENT_SIGN_IN_REQUIRED') setNeedsPassword(pending);
  };
  const addNamed = (name: string, password?: string) =>
    add.mutate(
      { name, password },
      {
        onSuccess: (created) => {
          setAdding(false);
          setNeedsPassword(null);
          setDone(t('account.passkeys.added', { name: created.name }));
        },
        onError: afterError({ kind: 'add', name }),
      },
    );
  const removeOne = (id: string, password?: string) =>
    remove.mutate(
      { id, password },
      {
        onSuccess: () => {
          setRemoving(null);
          setNeedsPassword(null);
          setDone(t('account.passkeys.removed'));
        },
        onError: afterError({ kind: 'remove', id }),
      },
    );

  // The browser's refusal is said in the user's words; a server's refusal by its code.
  const addCancelled = add.isError && cancelledByBrowser(add.error) ? t('account.passkeys.cancelled') : null;
  const addError = add.isError && !addCancelled && errorCode(add.error) !== 'RECENT_SIGN_IN_REQUIRED' ? add.error : null;
  const removeError = remove.isError && errorCode(remove.error) !== 'RECENT_SIGN_IN_REQUIRED' ? remove.error : null;

  let body;
  if (passkeys.isPending) body = <InlineLoader py="md" />;
  else if (passkeys.isError) body = <ErrorAlert error={passkeys.error} />;
  else if (passkeys.data.passkeys.length === 0) body = <Text c="dimmed">{t('account.passkeys.empty')}</Text>;
  else {
    body = (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} data-testid="passkeys-list">
        {passkeys.data.passkeys.map((passkey) => (
          <PasskeyItem key={passkey.id} passkey={passkey} onRename={() => setRenaming(passkey)} onRemove={() => setRemoving(passkey)} />
        ))}
      </Stack>
    );
  }
  const supported = typeof window === 'undefined' || typeof window.PublicKeyCredential === 'function';

  return (
    <SectionCard title={t('account.passkeys.title')} description={intro ?? t('account.passkeys.description')}>
      <Stack gap="sm" data-testid="passkeys-section">
        {passkeys.data?.required && !intro && (
          <Text size="sm" fw={500}>
            {t('account.passkeys.required')}
          </Text>
        )}
        {done && (
          <Alert color="green" variant="light" role="status" withCloseButton onClose={() => setDone(null)} data-testid="passkey-done">
            {done}
          </Alert>
        )}
        {body}
        {!supported && <Text size="sm" c="dimmed">{t('account.passkeys.unsupported')}</Text>}
        <Group>
          <Button leftSection={<IconFingerprint size={18} aria-hidden="true" />} onClick={() => (add.reset(), setDone(null), setAdding(true))} disabled={!supported} data-testid="passkey-add">
            {t('account.passkeys.add')}
          </Button>
        </Group>
      </Stack>
      {adding && (
        <NameModal
          opened
          title={t('account.passkeys.addTitle')}
          text={t('account.passkeys.addText')}
          initial={t('account.passkeys.defaultName')}
          submitLabel={t('account.passkeys.create')}
          loading={add.isPending && !needsPassword}
          error={addError}
          message={addCancelled}
          onSubmit={(name) => addNamed(name)}
          onClose={() => setAdding(false)}
          testId="passkey-add-form"
        />
      )}
      {renaming && (
        <NameModal
          opened
          title={t('account.passkeys.renameTitle')}
          initial={renaming.name}
          submitLabel={t('account.passkeys.save')}
          loading={rename.isPending}
          error={rename.error}
          onSubmit={(name) => rename.mutate({ id: renaming.id, name }, { onSuccess: () => (setRenaming(null), setDone(t('account.passkeys.renamed'))) })}
          onClose={() => (rename.reset(), setRenaming(null))}
          testId="passkey-rename-form"
        />
      )}
      <ConfirmModal
        opened={removing !== null && !needsPassword}
        title={t('account.passkeys.removeTitle')}
        message={t('account.passkeys.removeText', { name: removing?.name ?? '' })}
        confirmLabel={t('account.passkeys.remove')}
        danger
        loading={remove.isPending}
        error={removeError}
        onConfirm={() => removing && removeOne(removing.id)}
        onClose={() => (remove.reset(), setRemoving(null))}
        testId="passkey-remove-dialog"
      />
      <PasswordConfirmModal
        opened={needsPassword !== null}
        title={t('account.passkeys.confirmTitle')}
        description={t('account.passkeys.confirmText')}
        confirmLabel={t('account.passkeys.confirmButton')}
        loading={add.isPending || remove.isPending}
        error={needsPassword?.kind === 'add' ? addError : removeError}
        message={needsPassword?.kind === 'add' ? addCancelled : null}
        onConfirm={(password) => (needsPassword?.kind === 'add' ? addNamed(needsPassword.name, password) : needsPassword && removeOne(needsPassword.id, password))}
        onClose={() => setNeedsPassword(null)}
      />
    </SectionCard>
  );
}
