import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@rally/contracts/constants';

/** Toasts last 3000 ms without a progress bar (spec section 9). */
export function NotificationsContainer() {
  return (
    <Notifications autoClose={TOAST_DURATION_MS} withAutoCloseProgress={false} position="bottom-right" />
  );
}
