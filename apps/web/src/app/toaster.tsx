import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// The toast container (and its scroll-lock and transition code) loads with the first toast,
// not with /login.
const NotificationsContainer = lazy(() =>
  import('./notifications-container.tsx').then((m) => ({ default: m.NotificationsContainer })),
);

export function Toaster() {
  const { notifications, queue } = useNotifications();
  const [used, setUsed] = useState(false);
  if (!used && notifications.length + queue.length > 0) setUsed(true);
  return used ? (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  ) : null;
}
