import { Notifications } from '@mantine/notifications';
import { MESSAGE_AUTO_CLOSE_MS } from '@/lib/notify';

/** Where the toasts show, top right, each for the spec's 1.5 s unless it asks for longer. */
export function ToastHost() {
  return <Notifications position="top-right" autoClose={MESSAGE_AUTO_CLOSE_MS} />;
}
