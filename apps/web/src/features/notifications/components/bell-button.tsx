import { ActionIcon, type ActionIconProps, Indicator } from '@mantine/core';
import type { TNotificationList } from '@rally/contracts/notifications';
import { IconBell } from '@tabler/icons-react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../api/notifications-api.ts';

/** The unread count on the bell (the list's popover sits inside it, so its target is the button). */
export function BellIndicator({ unread, children }: { unread: number; children: ReactNode }) {
  return (
    <Indicator
      disabled={unread === 0}
      label={<span aria-hidden>{unread > 99 ? '99+' : unread}</span>}
      size={18}
      offset={7}
      color="red"
    >
      {children}
    </Indicator>
  );
}

type ButtonProps = { unread: number } & ActionIconProps & ComponentProps<'button'>;

/** The bell's button; the list's popover target spreads its handlers on it. */
export function BellButton({ unread, ...button }: ButtonProps) {
  const { t } = useTranslation('notifications');
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={unread > 0 ? t('bellUnread', { count: unread }) : t('bell')}
      {...button}
    >
      <IconBell size={20} aria-hidden />
    </ActionIcon>
  );
}

type Props = {
  userId: string;
  /** The list `/auth/me` brought (see useNotifications). */
  first: TNotificationList | null | undefined;
};

/** The bell with its count, standing in for the bell and its list until the list's code is here (app-header.tsx). */
export function BellStandIn({ userId, first }: Props) {
  const unread = useNotifications(userId, first).data?.unread ?? 0;
  return (
    <BellIndicator unread={unread}>
      <BellButton unread={unread} />
    </BellIndicator>
  );
}
