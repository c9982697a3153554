import { Button, Group, Popover, ScrollArea, Text } from '@mantine/core';
import type { TNotificationList } from '@rally/contracts/notifications';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '../../../lib/announce.ts';
import { focusWhenReady } from '../../../lib/focus.ts';
import {
  useMarkAllNotificationsRead,
  useNotifications,
  useUpdateNotification,
} from '../api/notifications-api.ts';
import { BellButton, BellIndicator } from './bell-button.tsx';
import { NotificationItem } from './notification-item.tsx';

/** The header's bell: unread count, and the list to read, open, dismiss or mark as read. */
export function NotificationBell({
  userId,
  first,
}: {
  userId: string;
  /** The list `/auth/me` brought (see useNotifications). */
  first: TNotificationList | null | undefined;
}) {
  const { t } = useTranslation('notifications');
  const [opened, setOpened] = useState(false);
  const { data } = useNotifications(userId, first);
  const update = useUpdateNotification(userId);
  const markAll = useMarkAllNotificationsRead(userId);
  const unread = data?.unread ?? 0;
  const notifications = data?.data ?? [];
  const bell = useRef<HTMLButtonElement>(null);
  const dropdown = useRef<HTMLDivElement>(null);
  // Opened, the user continues inside the list (at its title); Escape brings them back to the bell.
  const open = () => {
    setOpened(true);
    focusWhenReady(() => dropdown.current?.querySelector<HTMLElement>('h2'));
  };
  // A dismissed notification's button leaves the page: the user continues at the next one (or the
  // one before it), or at the list's title when none is left, never at the top of the page.
  const dismissed = (neighbour: { id: string } | undefined) =>
    focusWhenReady(() =>
      neighbour
        ? dropdown.current?.querySelector<HTMLElement>(
            `[data-notification-id="${neighbour.id}"] :is(a, button)`,
          )
        : dropdown.current?.querySelector<HTMLElement>('h2'),
    );
  // The button goes once nothing is unread: the user continues at the list's title, and hears why.
  const markAllRead = () => {
    markAll.mutate(undefined);
    announce(t('allMarkedRead'));
    focusWhenReady(() => dropdown.current?.querySelector<HTMLElement>('h2'));
  };
  const close = (toBell: boolean) => {
    setOpened(false);
    if (toBell) bell.current?.focus();
  };

  return (
    <BellIndicator unread={unread}>
      <Popover
        opened={opened}
        onChange={(next) => (next ? open() : close(false))}
        closeOnEscape={false}
        position="bottom-end"
        width={360}
        shadow="md"
        withinPortal
      >
        <Popover.Target>
          <BellButton ref={bell} unread={unread} onClick={() => (opened ? close(false) : open())} />
        </Popover.Target>
        <Popover.Dropdown
          ref={dropdown}
          p={0}
          maw="calc(100vw - 16px)"
          onKeyDown={(event) => {
            if (event.key === 'Escape') close(true);
            if (event.key === 'Tab' && leavesList(event.currentTarget, event.shiftKey)) {
              // The list sits at the end of the page: Tab out of it continues from the bell (to the
              // account menu, or back to the skin switch), not at the top of the page. The focus is
              // put on the bell before the browser moves it on.
              close(true);
            }
          }}
          // Focus gone elsewhere (Tab past the last item, a click on the page): the list closes, so it
          // never covers what has the focus now. Back to the bell keeps it open: the bell toggles it.
          onBlur={(event) => {
            const to = event.relatedTarget;
            if (to instanceof Node && (event.currentTarget.contains(to) || bell.current?.contains(to)))
              return;
            if (to !== null) close(false);
          }}
        >
          <Group justify="space-between" px="sm" py="xs" wrap="nowrap">
            <Text fw={600} component="h2" size="md" m={0} tabIndex={-1}>
              {t('title')}
            </Text>
            {unread > 0 && (
              <Button variant="subtle" size="compact-sm" onClick={markAllRead}>
                {t('markAllRead')}
              </Button>
            )}
          </Group>
          {notifications.length === 0 ? (
            <Text size="sm" c="dimmed" px="sm" pb="md">
              {t('empty')}
            </Text>
          ) : (
            <ScrollArea.Autosize mah={420} type="auto">
              <ul style={{ margin: 0, padding: 0 }} aria-label={t('title')}>
                {notifications.map((notification, index) => (
                  <NotificationItem
                    key={notification.id}
                    notification={notification}
                    onOpen={() => {
                      if (!notification.read) update.mutate({ id: notification.id, change: { read: true } });
                      if (notification.link) setOpened(false);
                    }}
                    onDismiss={() => {
                      update.mutate({ id: notification.id, change: { record_status: 0 } });
                      dismissed(notifications[index + 1] ?? notifications[index - 1]);
                    }}
                  />
                ))}
              </ul>
            </ScrollArea.Autosize>
          )}
        </Popover.Dropdown>
      </Popover>
    </BellIndicator>
  );
}

/** Whether Tab (or Shift+Tab) from the focused element leaves the open list. */
function leavesList(list: HTMLElement, backwards: boolean) {
  const stops = [...list.querySelectorAll<HTMLElement>('a[href], button:not(:disabled), [tabindex="0"]')];
  const at = document.activeElement;
  if (backwards)
    return stops.length === 0 || at === stops[0] || !stops.some((stop) => stop === at || stop.contains(at));
  return stops.length === 0 || at === stops.at(-1);
}
