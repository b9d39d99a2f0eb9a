import { useState } from 'react';
import { Modal, SimpleGrid, Stack, Switch, Tabs, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { DATA_TAB_PERMISSIONS, ORDER_PERMISSIONS, SIDEBAR_PERMISSIONS, type Permission } from '@customer-hub/contract/constants/permissions';
import type { UserDetailResponse } from '@customer-hub/contract/users';
import { ErrorAlert } from '@/components/error-alert';
import { InlineLoader } from '@/components/inline-loader';
import { ModalForm } from '@/components/modal-form';
import { useUpdatePermissions, useUser } from '@/features/account/people-api';

/** Spec §6: the switches in their groups; the price column is a data tab. */
const GROUPS = [
  { key: 'sidebar', permissions: SIDEBAR_PERMISSIONS },
  { key: 'data', permissions: DATA_TAB_PERMISSIONS },
  { key: 'orders', permissions: ORDER_PERMISSIONS },
] as const;

function PermissionsForm({ detail, onDone, onCancel }: { detail: UserDetailResponse; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const save = useUpdatePermissions();
  const { user, can } = detail;
  const [on, setOn] = useState<readonly Permission[]>(user.permissions);
  const [ticketUrl, setTicketUrl] = useState(user.ticketUrl ?? '');
  const [ticketUserName, setTicketUserName] = useState(user.ticketUserName ?? '');
  // A switch the caller may not grant stays usable only to take it away.
  const locked = (p: Permission) => !can.grantable.includes(p) && !(user.permissions.includes(p) && on.includes(p));
  const toggle = (p: Permission, checked: boolean) => setOn((current) => (checked ? [...current, p] : current.filter((x) => x !== p)));

  const onSubmit = (event?: React.FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (save.isPending) return;
    save.mutate(
      { id: user.id, body: { permissions: [...on], ticketUrl: ticketUrl.trim() || null, ticketUserName: ticketUserName.trim() || null } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('people.permissions.saved') });
          onDone();
        },
      },
    );
  };

  return (
    <ModalForm onSubmit={onSubmit} testId="permissions-form" submitLabel={t('common.save')} submitTestId="permissions-submit" pending={save.isPending} onCancel={onCancel}>
      <Text size="sm">{t('people.permissions.intro', { name: `${user.firstName} ${user.lastName}`.trim() || user.userName })}</Text>
      <ErrorAlert error={save.error} testId="permissions-error" />
      <Tabs defaultValue="sidebar" keepMounted>
        <Tabs.List grow>
          {GROUPS.map((g) => (
            <Tabs.Tab key={g.key} value={g.key}>
              {t(`people.permissions.groups.${g.key}`)}
            </Tabs.Tab>
          ))}
          <Tabs.Tab value="tickets">{t('people.permissions.groups.tickets')}</Tabs.Tab>
        </Tabs.List>
        {GROUPS.map((g) => (
          <Tabs.Panel key={g.key} value={g.key} pt="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {g.permissions.map((p) => (
                <Switch
                  key={p}
                  label={t(`people.permissions.keys.${p}`)}
                  checked={on.includes(p)}
                  disabled={locked(p)}
                  onChange={(event) => toggle(p, event.currentTarget.checked)}
                  data-testid={`permission-${p}`}
                />
              ))}
            </SimpleGrid>
          </Tabs.Panel>
        ))}
        <Tabs.Panel value="tickets" pt="md">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('people.permissions.ticketsHint')}
            </Text>
            <TextInput label={t('people.permissions.ticketUrl')} type="url" value={ticketUrl} onChange={(e) => setTicketUrl(e.currentTarget.value)} data-testid="permission-ticket-url" />
            <TextInput label={t('people.permissions.ticketUserName')} value={ticketUserName} onChange={(e) => setTicketUserName(e.currentTarget.value)} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
      {can.grantable.length < SIDEBAR_PERMISSIONS.length + DATA_TAB_PERMISSIONS.length + ORDER_PERMISSIONS.length && (
        <Text size="xs" c="dimmed">
          {t('people.permissions.onlyOwn')}
        </Text>
      )}
    </ModalForm>
  );
}

/** The permissions editor of spec §6 for one contact. */
export function PermissionsModal({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useUser(userId);
  let body;
  if (!userId) body = null;
  else if (detail.isPending) body = <InlineLoader py="xl" />;
  else if (detail.isError) body = <ErrorAlert error={detail.error} />;
  else body = <PermissionsForm key={userId} detail={detail.data} onDone={onClose} onCancel={onClose} />;
  return (
    <Modal opened={userId !== null} onClose={onClose} title={t('people.permissions.title')} centered size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      {body}
    </Modal>
  );
}
