import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ROLES } from '@customer-hub/contract/constants/roles';
import { USER_SORTS, type UserConfirmedAction } from '@customer-hub/contract/constants/users';
import type { UserListItem } from '@customer-hub/contract/users';
import { ConfirmModal } from '@/components/confirm-modal';
import { SearchFilter, SelectFilter } from '@/components/list-filters';
import { ListPage } from '@/components/list-page';
import { PermissionsModal } from '@/features/account/components/permissions-modal';
import { userNameOf, useUserColumns, type UserRowHandlers } from '@/features/account/components/user-columns';
import { DataExportsModal, type DataExportsTarget } from '@/features/account/components/data-exports-modal';
import { UserFormModal, type FormPowers } from '@/features/account/components/user-form-modal';
import { ViewAsModal, type ViewAsTarget } from '@/features/account/components/view-as-modal';
import { useOrgCompanies, useUser, useUserAction, useUsers, type UsersFilters } from '@/features/account/people-api';
import { useListPage } from '@/lib/use-list-page';

const ACTIVE = ['true', 'false'] as const;

type Mode = 'users' | 'contacts';

interface UsersListProps {
  /** `users`: the staff screen (every user); `contacts`: the customer contacts the caller manages. */
  mode: Mode;
  /** The caller: Admin, Backoffice or a main contact. */
  viewer: { id: string; admin: boolean; staff: boolean };
}

function usePeopleList(mode: Mode) {
  return useListPage({
    filters: { search: '', role: mode === 'contacts' ? 'Customer' : '', companyId: '', active: '' } as UsersFilters,
    allowed: { role: ROLES, active: ACTIVE },
    sorts: USER_SORTS,
    sort: { key: 'userName', direction: 'asc' },
    pageSize: 20,
  });
}
type PeopleList = ReturnType<typeof usePeopleList>;

/**
 * The people list: search, filters, paging in the URL; per row, only what the server answers the
 * caller may do to that user (edit, permissions, View as, the confirmed actions).
 */
export function UsersList({ mode, viewer }: UsersListProps) {
  const { t } = useTranslation();
  const list = usePeopleList(mode);
  const users = useUsers(list.filters, list.sort, list.page, list.pageSize);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [permissionsOf, setPermissionsOf] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ user: UserListItem; action: UserConfirmedAction } | null>(null);
  const [viewAsTarget, setViewAsTarget] = useState<ViewAsTarget | null>(null);
  const exports = useDataExportsTarget();
  const openExports = exports.open;
  const handlers = useMemo<UserRowHandlers>(
    () => ({
      onEdit: (u) => setEditing(u.id),
      onPermissions: (u) => setPermissionsOf(u.id),
      onViewAs: (u) => setViewAsTarget({ id: u.id, name: userNameOf(u) }),
      onConfirm: (user, action) => setConfirming({ user, action }),
      onDataExports: (u) => openExports({ id: u.id, name: userNameOf(u), email: u.email }),
    }),
    [openExports],
  );
  const columns = useUserColumns(handlers);
  const createPowers: FormPowers = { setRoles: viewer.admin && mode === 'users', setCompany: viewer.staff };

  return (
    <ListPage
      // The Users screen, or the Contacts tab of the Utilizadores screen, whose page draws the title.
      screen={mode === 'users' ? 'Users' : 'Utilizadores'}
      titled={mode === 'users'}
      label={t(mode === 'users' ? 'people.usersTable' : 'people.contactsTable')}
      list={list}
      query={users}
      columns={columns}
      clearable
      filters={<UsersFilters mode={mode} staff={viewer.staff} list={list} />}
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
      <UserActionConfirm confirming={confirming} onClose={() => setConfirming(null)} />
      <DataExportsModal target={exports.target} onClose={exports.close} />
    </ListPage>
  );
}

/** The address parameter naming the user whose data archives are open (the "archive ready" notification's link). */
const EXPORTS_OF = 'exportsOf';

/** The user whose data archives are shown: chosen in a row's menu, or named by the address. */
function useDataExportsTarget() {
  const [params, setParams] = useSearchParams();
  const [chosen, setChosen] = useState<DataExportsTarget | null>(null);
  const linked = params.get(EXPORTS_OF);
  const detail = useUser(chosen ? null : linked);
  const user = detail.data?.user;
  const target = chosen ?? (linked && user ? { id: linked, name: `${user.firstName} ${user.lastName}`.trim() || user.userName, email: user.email } : null);
  const close = () => {
    setChosen(null);
    if (linked) {
      const next = new URLSearchParams(params);
      next.delete(EXPORTS_OF);
      setParams(next, { replace: true });
    }
  };
  return { target, open: setChosen, close };
}

/** Search, role (the Users screen), company (staff) and status. */
function UsersFilters({ mode, staff, list }: { mode: Mode; staff: boolean; list: PeopleList }) {
  const { t } = useTranslation();
  const companies = useOrgCompanies(staff);
  const { filters, setFilters } = list;
  return (
    <>
      <SearchFilter label={t('people.search')} value={filters.search} onChange={(search) => setFilters({ search })} testId={`${mode}-search`} />
      {mode === 'users' && (
        <SelectFilter label={t('people.columns.roles')} options={ROLES} optionLabel={(r) => t(`roles.${r}`)} value={filters.role} onChange={(role) => setFilters({ role })} testId="users-role" />
      )}
      {staff && companies.data && (
        <SelectFilter
          label={t('people.columns.company')}
          options={companies.data.map((c) => c.id)}
          optionLabel={(id) => companies.data.find((c) => c.id === id)?.name ?? id}
          value={filters.companyId}
          onChange={(companyId) => setFilters({ companyId })}
          testId={`${mode}-company`}
        />
      )}
      <SelectFilter
        label={t('people.columns.status')}
        options={ACTIVE}
        optionLabel={(a) => t(a === 'true' ? 'people.status.active' : 'people.status.inactive')}
        value={filters.active}
        onChange={(active) => setFilters({ active })}
        testId={`${mode}-active`}
      />
    </>
  );
}

/** The confirmation of an action on a user; done, it says so and closes. */
function UserActionConfirm({ confirming, onClose }: { confirming: { user: UserListItem; action: UserConfirmedAction } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const action = useUserAction();
  const close = () => {
    action.reset();
    onClose();
  };
  const onConfirm = () => {
    if (!confirming) return;
    const { user, action: a } = confirming;
    action.mutate(
      { id: user.id, action: a },
      {
        onSuccess: () => {
          onClose();
          notifications.show({ color: 'green', message: t(`people.actions.${a}.done`, { name: user.userName }) });
        },
      },
    );
  };
  return (
    <ConfirmModal
      opened={confirming !== null}
      title={confirming ? t(`people.actions.${confirming.action}.title`) : ''}
      message={confirming ? t(`people.actions.${confirming.action}.text`, { name: confirming.user.userName, email: confirming.user.email }) : ''}
      confirmLabel={confirming ? t(`people.actions.${confirming.action}.button`) : ''}
      danger={confirming?.action === 'deactivate' || confirming?.action === 'reset-two-factor' || confirming?.action === 'request-erasure'}
      loading={action.isPending}
      error={action.error}
      onConfirm={onConfirm}
      onClose={close}
      testId="user-confirm"
    />
  );
}
