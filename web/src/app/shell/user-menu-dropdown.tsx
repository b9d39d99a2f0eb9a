import { Menu, Text } from '@mantine/core';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserVM } from '@customer-hub/contract/account';
import { logout } from '@/features/auth/logout';
import { UserMenuButton } from '@/app/shell/user-menu';

/** The user menu with its dropdown (settings, logout); `opened` at first when the reader already asked for it. */
export function UserMenuDropdown({ user, name, photo, opened }: { user: UserVM | undefined; name: string; photo: string | undefined; opened: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const onLogout = async () => {
    await logout(queryClient);
    void navigate('/signin', { replace: true });
  };

  return (
    <Menu position="bottom-end" shadow="md" width={220} defaultOpened={opened}>
      <Menu.Target>
        <UserMenuButton name={name} photo={photo} />
      </Menu.Target>
      <Menu.Dropdown>
        {user && (
          <Menu.Label>
            <Text size="sm" fw={600} c="dark" truncate>
              {name}
            </Text>
            {user.email && (
              <Text size="xs" c="dimmed" truncate>
                {user.email}
              </Text>
            )}
          </Menu.Label>
        )}
        <Menu.Item component={Link} to="/dashboard/Utilizadores" leftSection={<IconSettings size={16} aria-hidden="true" />} data-testid="user-settings">
          {t('shell.settings')}
        </Menu.Item>
        <Menu.Item color="red.8" leftSection={<IconLogout size={16} aria-hidden="true" />} onClick={() => void onLogout()} data-testid="logout">
          {t('shell.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
