import { useMemo, useState } from 'react';
import { ActionIcon, Badge, Button, Group, Menu, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDots, IconEyeCheck, IconPencil, IconPlus, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ROLES, STAFF_ROLES, type Role } from '@customer-hub/contract/constants/roles';
import { ConfirmModal } from '@/components/confirm-modal';
import type { Column } from '@/components/data-table';
import { SearchFilter, SelectFilter } from '@/components/list-filters';
import { ListPage } from '@/components/list-page';
import { PermissionsModal } from '@/features/account/components/permissions-modal';
import { UserFormModal, type FormPowers } from '@/features/account/components/user-form-modal';
import { ViewAsModal, type ViewAsTarget } from '@/features/account/components/view-as-modal';
import { useOrgCompanies, useUserAction, useUsers, type UserAction, type UserRow } from '@/features/account/people-api';
import { useListPage } from '@/lib/use-list-page';

const SORTS = ['userName', 'lastName', 'email', 'createdAt'] as const;
const ACTIVE = ['true', 'false'] as const;

interface UsersListProps {
  /** `users`: the staff screen (every user); `contacts`: the customer contacts the caller manages. */
  mode: 'users' | 'contacts';
  /** The caller: Admin, Backoffice or a main contact. */
  viewer: { id: string; admin: boolean; staff: boolean };
  title?: string;
  lead?: string;
}

/** The people list: search, filters, paging in the URL; edit, permissions and the confirmed actions per row. */
export function UsersList({ mode, viewer, title, lead }: UsersListProps) {
  const { t } = useTranslation();
  const list = useListPage({
    filters: { search: '', role: (mode === 'contacts' ? 'Customer' : '') as Role | '', companyId: '', active: '' as '' | 'true' | 'false' },
    allowed: { role: ROLES, active: ACTIVE },
    sorts: SORTS,
    sort: { key: 'userName', direction: 'asc' },
    pageSize: 20,
  });
  const users = useUsers({ ...list.filters, page: list.page, pageSize: list.pageSize, sort: list.sort.key, direction: list.sort.direction });
  const companies = useOrgCompanies(viewer.staff);
  const action = useUserAction();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [permissionsOf, setPermissionsOf] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ user: UserRow; action: UserAction } | null>(null);
  const [viewAsTarget, setViewAsTarget] = useState<ViewAsTarget | null>(null);
  const createPowers: FormPowers = { setRoles: viewer.admin && mode === 'users', setCompany: viewer.staff };

  const columns = useMemo<Column<UserRow>[]>(() => {
    const isStaffRow = (u: UserRow) => u.roles.some((r) => STAFF_ROLES.includes(r));
    const mayChange = (u: UserRow) => viewer.admin || !isStaffRow(u);
    // Staff may view the portal as an active customer contact (read-only).
    const mayViewAs = (u: UserRow) => viewer.staff && u.active && u.id !== viewer.id && !isStaffRow(u) && u.roles.includes('Customer');
    const nameOf = (u: UserRow) => `${u.firstName} ${u.lastName}`.trim() || u.userName;
    const actionsOf = (u: UserRow): UserAction[] => {
      const out: UserAction[] = [];
      if (u.id === viewer.id) return out;
      if (viewer.staff && mayChange(u)) out.push(u.active ? 'deactivate' : 'activate');
      if (mayChange(u) && u.active && !u.invitationPending) out.push('send-reset');
      if (mayChange(u) && u.invitationPending) out.push('resend-invitation');
      // Staff only (a main contact cannot), for a user locked out of their own second factor.
      if (viewer.staff && mayChange(u) && u.twoFactor) out.push('reset-two-factor');
      return out;
    };
    return [
      {
        key: 'name',
        header: t('people.columns.name'),
        sortKey: 'lastName',
        cell: (u) => (
          <Stack gap={0} miw={140}>
            <Text size="sm" fw={600}>
              {nameOf(u)}
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
      {
        key: 'actions',
        header: t('common.actions'),
        nowrap: true,
        cell: (u) => {
          const more = actionsOf(u);
          return (
            <Group gap={6} wrap="nowrap">
              {mayChange(u) && (
                <Tooltip label={t('people.edit')} withArrow>
                  <ActionIcon variant="light" size="lg" aria-label={`${t('people.edit')}: ${u.userName}`} onClick={() => setEditing(u.id)} data-testid="user-edit">
                    <IconPencil size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
              {mayViewAs(u) && (
                <Tooltip label={t('viewAs.action')} withArrow>
                  <ActionIcon variant="light" size="lg" aria-label={t('viewAs.actionOf', { name: nameOf(u) })} onClick={() => setViewAsTarget({ id: u.id, name: nameOf(u) })} data-testid="user-view-as">
                    <IconEyeCheck size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
              {!isStaffRow(u) && u.id !== viewer.id && (
                <Tooltip label={t('people.permissions.button')} withArrow>
                  <ActionIcon variant="light" size="lg" aria-label={`${t('people.permissions.button')}: ${u.userName}`} onClick={() => setPermissionsOf(u.id)} data-testid="user-permissions">
                    <IconShieldCheck size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
              {more.length > 0 && (
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon variant="subtle" size="lg" aria-label={t('people.moreActions', { name: u.userName })} data-testid="user-more">
                      <IconDots size={18} />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {more.map((a) => (
                      // Red 9 words on the menu's grey hover (4.9:1); Mantine's red item is red 6 (3.3:1) on a red tint.
                      <Menu.Item key={a} c={a === 'deactivate' ? 'red.9' : undefined} onClick={() => setConfirming({ user: u, action: a })} data-testid={`user-action-${a}`}>
                        {t(`people.actions.${a}.button`)}
                      </Menu.Item>
                    ))}
                  </Menu.Dropdown>
                </Menu>
              )}
            </Group>
          );
        },
      },
    ];
  }, [t, viewer.id, viewer.admin, viewer.staff]);

  const closeConfirm = () => {
    action.reset();
    setConfirming(null);
  };
  const onConfirm = () => {
    if (!confirming) return;
    const { user, action: a } = confirming;
    action.mutate(
      { id: user.id, action: a },
      {
        onSuccess: () => {
          setConfirming(null);
          notifications.show({ color: 'green', message: t(`people.actions.${a}.done`, { name: user.userName }) });
        },
      },
    );
  };

  return (
    <ListPage
      title={title}
      lead={lead}
      label={t(mode === 'users' ? 'people.usersTable' : 'people.contactsTable')}
      list={list}
      query={users}
      columns={columns}
      emptyText={t('people.empty')}
      clearable
      filters={
        <>
          <SearchFilter label={t('people.search')} value={list.filters.search} onChange={(search) => list.setFilters({ search })} testId={`${mode}-search`} />
          {mode === 'users' && (
            <SelectFilter label={t('people.columns.roles')} options={ROLES} optionLabel={(r) => t(`roles.${r}`)} value={list.filters.role} onChange={(role) => list.setFilters({ role })} testId="users-role" />
          )}
          {viewer.staff && companies.data && (
            <SelectFilter
              label={t('people.columns.company')}
              options={companies.data.map((c) => c.id)}
              optionLabel={(id) => companies.data.find((c) => c.id === id)?.name ?? id}
              value={list.filters.companyId}
              onChange={(companyId) => list.setFilters({ companyId })}
              testId={`${mode}-company`}
            />
          )}
          <SelectFilter
            label={t('people.columns.status')}
            options={ACTIVE}
            optionLabel={(a) => t(a === 'true' ? 'people.status.active' : 'people.status.inactive')}
            value={list.filters.active}
            onChange={(active) => list.setFilters({ active })}
            testId={`${mode}-active`}
          />
        </>
      }
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="user-new">
          {/* A main contact invites a colleague; staff invite a contact of any company. */}
          {t(mode === 'users' ? 'people.newUser' : viewer.staff ? 'people.inviteContactStaff' : 'people.inviteContact')}
        </Button>
      }
      noDetail
      minWidth={820}
      testId={mode}
    >
      <UserFormModal
        userId={editing}
        createPowers={createPowers}
        onClose={() => setEditing(null)}
        onSaved={() => {
          notifications.show({ color: 'green', message: t(editing === 'new' ? 'people.form.created' : 'people.form.saved') });
          setEditing(null);
        }}
      />
      <PermissionsModal userId={permissionsOf} onClose={() => setPermissionsOf(null)} />
      <ViewAsModal target={viewAsTarget} onClose={() => setViewAsTarget(null)} />
      <ConfirmModal
        opened={confirming !== null}
        title={confirming ? t(`people.actions.${confirming.action}.title`) : ''}
        message={confirming ? t(`people.actions.${confirming.action}.text`, { name: confirming.user.userName, email: confirming.user.email }) : ''}
        confirmLabel={confirming ? t(`people.actions.${confirming.action}.button`) : ''}
        danger={confirming?.action === 'deactivate' || confirming?.action === 'reset-two-factor'}
        loading={action.isPending}
        error={action.error}
        onConfirm={onConfirm}
        onClose={closeConfirm}
        testId="user-confirm"
      />
    </ListPage>
  );
}
