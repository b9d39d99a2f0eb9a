import { useMemo } from 'react';
import { ActionIcon, Badge, Group, Menu, Stack, Text, Tooltip } from '@mantine/core';
import { IconDots, IconEyeCheck, IconPencil, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { USER_CONFIRMED_ACTIONS, type UserConfirmedAction } from '@customer-hub/contract/constants/users';
import type { UserListItem } from '@customer-hub/contract/users';
import type { Column } from '@/components/data-table';

/** What a row's buttons ask the list to open. */
export interface UserRowHandlers {
  onEdit: (user: UserListItem) => void;
  onPermissions: (user: UserListItem) => void;
  onViewAs: (user: UserListItem) => void;
  onConfirm: (user: UserListItem, action: UserConfirmedAction) => void;
  /** The user's data archives: prepare one, download those staff prepared. */
  onDataExports: (user: UserListItem) => void;
}

export const userNameOf = (u: UserListItem) => `${u.firstName} ${u.lastName}`.trim() || u.userName;

/** A row's buttons: only what the server answered the caller may do to that user (`allowedActions`). */
function UserRowActions({ user: u, handlers }: { user: UserListItem; handlers: UserRowHandlers }) {
  const { t } = useTranslation();
  const may = (action: UserListItem['allowedActions'][number]) => u.allowedActions.includes(action);
  const more = USER_CONFIRMED_ACTIONS.filter(may);
  const exports = may('prepare-data-export');
  return (
    <Group gap={6} wrap="nowrap">
      {may('edit') && (
        <Tooltip label={t('people.edit')} withArrow>
          <ActionIcon variant="light" size="lg" aria-label={`${t('people.edit')}: ${u.userName}`} onClick={() => handlers.onEdit(u)} data-testid="user-edit">
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {may('view-as') && (
        <Tooltip label={t('viewAs.action')} withArrow>
          <ActionIcon variant="light" size="lg" aria-label={t('viewAs.actionOf', { name: userNameOf(u) })} onClick={() => handlers.onViewAs(u)} data-testid="user-view-as">
            <IconEyeCheck size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {may('permissions') && (
        <Tooltip label={t('people.permissions.button')} withArrow>
          <ActionIcon variant="light" size="lg" aria-label={`${t('people.permissions.button')}: ${u.userName}`} onClick={() => handlers.onPermissions(u)} data-testid="user-permissions">
            <IconShieldCheck size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {(more.length > 0 || exports) && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" size="lg" aria-label={t('people.moreActions', { name: u.userName })} data-testid="user-more">
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {more.map((a) => (
              // Red 9 words on the menu's grey hover (4.9:1); Mantine's red item is red 6 (3.3:1) on a red tint.
              <Menu.Item key={a} c={a === 'deactivate' ? 'red.9' : undefined} onClick={() => handlers.onConfirm(u, a)} data-testid={`user-action-${a}`}>
                {t(`people.actions.${a}.button`)}
              </Menu.Item>
            ))}
            {exports && (
              <Menu.Item onClick={() => handlers.onDataExports(u)} data-testid="user-action-prepare-data-export">
                {t('people.dataExports.button')}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}

/** The people list's columns: name and user name, email, company, roles, status and the row's actions. */
export function useUserColumns(handlers: UserRowHandlers): Column<UserListItem>[] {
  const { t } = useTranslation();
  return useMemo<Column<UserListItem>[]>(
    () => [
      {
        key: 'name',
        header: t('people.columns.name'),
        sortKey: 'lastName',
        cell: (u) => (
          <Stack gap={0} miw={140}>
            <Text size="sm" fw={600}>
              {userNameOf(u)}
            </Text>
            <Text size="xs" c="dimmed">
              {u.userName}
            </Text>
          </Stack>
        ),
      },
      { key: 'email', header: t('people.columns.email'), sortKey: 'email', cell: (u) => <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{u.email}</Text>, priority: 2 },
      { key: 'company', header: t('people.columns.company'), cell: (u) => u.companyName ?? t('people.staff'), priority: 3 },
      {
        key: 'roles',
        header: t('people.columns.roles'),
        nowrap: true,
        priority: 2,
        cell: (u) => (
          <Group gap={4} wrap="nowrap">
            {u.roles.map((r) => (
              <Badge key={r} variant="light" color={r === 'Customer' ? 'blue' : 'grape'}>
                {t(`roles.${r}`)}
              </Badge>
            ))}
            {u.mainContact && <Badge variant="outline">{t('people.mainContact')}</Badge>}
          </Group>
        ),
      },
      {
        key: 'status',
        header: t('people.columns.status'),
        nowrap: true,
        priority: 2,
        cell: (u) => (
          <Badge color={!u.active ? 'gray' : u.invitationPending ? 'yellow' : 'green'} variant="light">
            {t(!u.active ? 'people.status.inactive' : u.invitationPending ? 'people.status.invited' : 'people.status.active')}
          </Badge>
        ),
      },
      { key: 'actions', header: t('common.actions'), nowrap: true, cell: (u) => <UserRowActions user={u} handlers={handlers} /> },
    ],
    [t, handlers],
  );
}
