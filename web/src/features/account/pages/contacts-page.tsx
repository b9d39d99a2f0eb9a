import { useState } from 'react';
import { Button, Group, Tabs } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isStaff } from '@customer-hub/contract/constants/roles';
import { PageHeader } from '@/components/page-header';
import { MyAccountSections } from '@/features/account/pages/my-account-page';
import { PhotoButton } from '@/features/account/components/photo-button';
import { UserFormModal } from '@/features/account/components/user-form-modal';
import { UsersList } from '@/features/account/components/users-list';
import { ViewAsHistoryList } from '@/features/account/components/view-as-history-list';
import { useCurrentUser } from '@/lib/current-user';
import { usePageTitle } from '@/lib/use-page-title';

const TAB_PARAM = 'tab';
/** The tabs besides "My account", for those who manage contacts. */
const MANAGER_TABS = ['contacts', 'view-as'] as const;
type ManagerTab = (typeof MANAGER_TABS)[number];
const isManagerTab = (value: string | null): value is ManagerTab => (MANAGER_TABS as readonly (string | null)[]).includes(value);
const TAB_TITLES = { account: 'account.title', contacts: 'people.contactsTitle', 'view-as': 'viewAs.history.title' } as const;

/**
 * /dashboard/Utilizadores, the user menu's settings link: everyone's own account and profile;
 * staff and main contacts also manage the contacts they may (the permissions editor of spec §6)
 * and read the view-as trail of those contacts (all of it for staff).
 */
export function ContactsPage() {
  const { t } = useTranslation();
  const { data: me } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const [editingSelf, setEditingSelf] = useState(false);
  const staff = !!me && isStaff(me.roles);
  const manages = staff || !!me?.mainContact;
  const asked = params.get(TAB_PARAM);
  const tab = manages && isManagerTab(asked) ? asked : 'account';
  usePageTitle(t(TAB_TITLES[tab]));

  const editButton = me ? (
    <Group gap="xs" align="flex-start">
      <PhotoButton userId={me.id} />
      <Button size="xs" variant="light" leftSection={<IconPencil size={14} />} onClick={() => setEditingSelf(true)} data-testid="profile-edit">
        {t('people.editProfile')}
      </Button>
    </Group>
  ) : null;
  const account = (
    <>
      <MyAccountSections profileAction={editButton} />
      <UserFormModal
        userId={editingSelf && me ? me.id : null}
        createPowers={{ setRoles: false, setCompany: false }}
        onClose={() => setEditingSelf(false)}
        onSaved={() => {
          setEditingSelf(false);
          notifications.show({ color: 'green', message: t('people.form.saved') });
        }}
      />
    </>
  );

  return (
    <>
      <PageHeader title={t('routes.Utilizadores')} lead={t(manages ? 'screens.Utilizadores.lead' : 'account.lead')} />
      {manages ? (
        <Tabs
          value={tab}
          onChange={(value) =>
            setParams(isManagerTab(value) ? { [TAB_PARAM]: value } : {}, { replace: false })
          }
          keepMounted={false}
        >
          <Tabs.List mb="lg">
            <Tabs.Tab value="account" data-testid="tab-account">
              {t('people.tabs.account')}
            </Tabs.Tab>
            <Tabs.Tab value="contacts" data-testid="tab-contacts">
              {t('people.tabs.contacts')}
            </Tabs.Tab>
            <Tabs.Tab value="view-as" data-testid="tab-view-as">
              {t('people.tabs.viewAsHistory')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="account">{account}</Tabs.Panel>
          <Tabs.Panel value="contacts">
            <UsersList mode="contacts" viewer={{ id: me?.id ?? '', admin: !!me?.roles.includes('Admin'), staff }} />
          </Tabs.Panel>
          <Tabs.Panel value="view-as">
            <ViewAsHistoryList />
          </Tabs.Panel>
        </Tabs>
      ) : (
        account
      )}
    </>
  );
}
