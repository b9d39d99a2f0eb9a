import { useEffect, useState } from 'react';
import { ActionIcon, Anchor, Group, Indicator, Popover, ScrollArea, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Notification, RequestLog } from '@customer-hub/contract/notifications';
import { notificationKeys, useBellNotifications, useHideNotifications, useMarkAsViewed } from '@/features/notifications/api';
import { AccessRequestDialog } from '@/features/notifications/components/access-request-dialog';
import { useNotificationStream } from '@/features/notifications/use-notification-stream';
import { formatDateTime } from '@/lib/format';
import { clearSession } from '@/lib/session';
import { isViewingAs, leaveViewAs } from '@/lib/view-as';
import classes from '@/features/notifications/components/notification-bell.module.css';

// Spec §9: the popover's dropdown is 360 wide, its body 300 high.
const DROPDOWN_WIDTH = 360;
const BODY_HEIGHT = 300;

/** Spec §4: a failed notification fetch signs the user out. */
function useSignOutWhen(failed: boolean) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (!failed) return;
    if (leaveViewAs()) return;
    clearSession();
    queryClient.clear();
    void navigate('/signin', { replace: true, state: { from: location } });
    // Only the failure decides; where the user was is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed]);
}

function BellItem({ item, onOpen }: { item: Notification; onOpen: (item: Notification) => void }) {
  return (
    <UnstyledButton
      onClick={() => onOpen(item)}
      px="sm"
      py={8}
      w="100%"
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      className={classes.item}
      data-testid="bell-item"
      data-kind={item.kind}
    >
      <Text size="sm" fw={500} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
        {item.title}
      </Text>
      <Text size="xs" c="dimmed">
        {formatDateTime(item.createdAt)}
      </Text>
    </UnstyledButton>
  );
}

/**
 * Spec §2 top bar: the bell, hidden when the server says so (and while it has not said). Its
 * count is the length of the unviewed list, kept current by the live stream (polling while the
 * stream is down). Opening it lists them and marks them viewed; an access request opens its
 * dialog, anything else its page.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const hidden = useHideNotifications();
  const shown = hidden.data === false;
  const live = useNotificationStream(shown);
  const bell = useBellNotifications(shown, live);
  const mark = useMarkAsViewed();
  const [opened, setOpened] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  // What the popover lists: the unviewed ones as they were when it opened.
  const [listed, setListed] = useState<Notification[]>([]);
  const [request, setRequest] = useState<RequestLog | null>(null);
  useSignOutWhen(bell.isError);

  if (!shown) return null;
  const unviewed = bell.data ?? [];
  const count = unviewed.length;

  const toggle = () => {
    if (opened) return setOpened(false);
    setListed(unviewed);
    setEverOpened(true);
    setOpened(true);
    const ids = unviewed.map((n) => n.id);
    // Viewing as a contact is read-only: their notifications stay unviewed for them.
    if (!ids.length || isViewingAs()) return;
    mark.mutate(ids, {
      onSuccess: () => queryClient.setQueryData<Notification[]>(notificationKeys.bell, (list) => (list ?? []).filter((n) => !ids.includes(n.id))),
    });
  };

  const openItem = (item: Notification) => {
    setOpened(false);
    if (item.kind === 'AccessRequest' && item.requestLog) setRequest(item.requestLog);
    else if (item.link) void navigate(item.link);
  };

  const label = count ? t('notifications.bellUnread', { count }) : t('notifications.bell');
  const button = (
    <Indicator label={count} size={18} offset={6} disabled={count === 0} color="red" data-testid="bell-count" data-count={count}>
      <ActionIcon variant="subtle" color="gray" c="dark" size="lg" onClick={toggle} aria-label={label} aria-haspopup="dialog" aria-expanded={opened} data-testid="bell">
        <IconBell size={20} aria-hidden="true" />
      </ActionIcon>
    </Indicator>
  );
  return (
    <>
      {/* The popover (its floating layer and focus trap) is set up the first time it opens, not while the page loads. */}
      {everOpened ? (
        // The bell button says it opens a dialog itself; the badge wrapped around it is no control.
        <Popover width={DROPDOWN_WIDTH} position="bottom-end" shadow="md" opened={opened} onChange={setOpened} trapFocus returnFocus withinPortal withRoles={false}>
          <Popover.Target>{button}</Popover.Target>
          <Popover.Dropdown p={0} data-testid="bell-popover" role="dialog" aria-label={t('notifications.popoverTitle')}>
            <Group justify="space-between" px="sm" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
              <Text fw={700} size="sm">
                {t('notifications.popoverTitle')}
              </Text>
              <Anchor component={Link} to="/dashboard/MyMessages" size="sm" onClick={() => setOpened(false)} data-testid="bell-view-all">
                {t('notifications.viewAll')}
              </Anchor>
            </Group>
            <ScrollArea h={BODY_HEIGHT} type="auto" data-testid="bell-body">
              {listed.length ? (
                <Stack component="ul" gap={0} p={4} m={0} style={{ listStyle: 'none' }}>
                  {listed.map((item) => (
                    <li key={item.id}>
                      <BellItem item={item} onOpen={openItem} />
                    </li>
                  ))}
                </Stack>
              ) : (
                <Text size="sm" c="dimmed" p="md" data-testid="bell-empty">
                  {t('notifications.empty')}
                </Text>
              )}
            </ScrollArea>
          </Popover.Dropdown>
        </Popover>
      ) : (
        button
      )}
      <VisuallyHidden aria-live="polite">{count ? t('notifications.bellUnread', { count }) : ''}</VisuallyHidden>
      {request && <AccessRequestDialog request={request} onClose={() => setRequest(null)} />}
    </>
  );
}
