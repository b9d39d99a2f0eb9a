import { useState, type ComponentPropsWithRef } from 'react';
import { Avatar, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserVM } from '@customer-hub/contract/account';
import { deferredModule } from '@/lib/deferred-module';
import { displayName, photoSource, useUserPhoto } from '@/lib/current-user';

interface UserMenuButtonProps extends ComponentPropsWithRef<'button'> {
  name: string;
  photo: string | undefined;
}

/** The user's photo (or initials): the menu's button. The props a menu gives its target pass through. */
export function UserMenuButton({ name, photo, ...props }: UserMenuButtonProps) {
  const { t } = useTranslation();
  return (
    <UnstyledButton aria-label={t('shell.userMenu')} data-testid="user-menu" style={{ borderRadius: '50%' }} {...props}>
      <Avatar src={photoSource(photo)} alt={name ? t('shell.userPhoto', { name }) : undefined} name={name || undefined} color="blue" radius="xl" />
    </UnstyledButton>
  );
}

// The dropdown (and the floating layer it opens on) is not needed before the page answers.
const useDropdown = deferredModule(() => import('@/app/shell/user-menu-dropdown'));

/**
 * The user's photo (or initials) opening settings and logout (spec §2, top bar). The button alone
 * is drawn until it is first pressed: setting the menu up is no work of the page's loading. The
 * dropdown's code loads once the page is idle (at once with the pointer over the button); a press
 * before it has arrived opens the menu as soon as it has.
 */
export function UserMenu({ user }: { user: UserVM | undefined }) {
  const { data: photo } = useUserPhoto();
  const { module, load } = useDropdown();
  const [asked, setAsked] = useState(false);
  const name = displayName(user);

  if (module && asked) return <module.UserMenuDropdown user={user} name={name} photo={photo} opened={asked} />;
  return (
    <UserMenuButton
      name={name}
      photo={photo}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void load().catch(() => undefined)}
      onClick={() => {
        setAsked(true);
        void load().catch(() => setAsked(false));
      }}
    />
  );
}
