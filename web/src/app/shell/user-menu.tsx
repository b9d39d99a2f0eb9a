import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserVM } from '@customer-hub/contract/account';
import { logout } from '@/features/auth/logout';
import { displayName, photoSource, useUserPhoto } from '@/lib/current-user';

/** The user's photo (or initials) opening settings and logout (spec §2, top bar). */
export function UserMenu({ user }: { user: UserVM | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: photo } = useUserPhoto();
  const name = displayName(user);

  const onLogout = async () => {
    await logout(queryClient);
    void navigate('/signin', { replace: true });
  };

  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <UnstyledButton aria-label={t('shell.userMenu')} data-testid="user-menu" style={{ borderRadius: '50%' }}>
          <Avatar
            src={photoSource(photo)}
            alt={name ? t('shell.userPhoto', { name }) : undefined}
            name={name || undefined}
            color="blue"
            radius="xl"
          />
        </UnstyledButton>
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
        <Menu.Item
          component={Link}
          to="/dashboard/Utilizadores"
          leftSection={<IconSettings size={16} aria-hidden="true" />}
          data-testid="user-settings"
        >
          {t('shell.settings')}
        </Menu.Item>
        <Menu.Item
          color="red.8"
          leftSection={<IconLogout size={16} aria-hidden="true" />}
          onClick={() => void onLogout()}
          data-testid="logout"
        >
          {t('shell.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
