import { Drawer, useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserVM } from '@customer-hub/contract/account';
import { Sidebar } from '@/app/shell/sidebar';

interface NavDrawerProps {
  id: string;
  opened: boolean;
  onClose: () => void;
  user: UserVM | undefined;
}

/** The sidebar as a drawer on a phone; its own chunk, loaded the first time it opens. */
export function NavDrawer({ id, opened, onClose, user }: NavDrawerProps) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  return (
    <Drawer
      id={id}
      opened={opened}
      onClose={onClose}
      size={280}
      position={dir === 'rtl' ? 'right' : 'left'}
      title={t('app.title')}
      closeButtonProps={{ 'aria-label': t('shell.closeMenu') }}
    >
      <Sidebar user={user} compact={false} onNavigate={onClose} />
    </Drawer>
  );
}
