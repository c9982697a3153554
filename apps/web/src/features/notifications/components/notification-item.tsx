import { CloseButton, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { TNotification } from '@rally/contracts/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBadgeName } from '../../../lib/badge-name.ts';
import { formatRelative } from '../../../lib/dates.ts';
import { safeReturnPath } from '../../../lib/paths.ts';
import classes from './notification-item.module.css';

type Props = { notification: TNotification; onOpen: () => void; onDismiss: () => void };

/** One notification: its text in the reader's language, how long ago, and where it leads. */
export function NotificationItem({ notification, onOpen, onDismiss }: Props) {
  const { t } = useTranslation('notifications');
  const { type, params, read, createdAt } = notification;
  // Only paths inside the app are followed, whatever the stored link says.
  const to = safeReturnPath(notification.link);
  // A badge notice names the badge by kind when its organiser gave it no name of its own.
  const badge = useBadgeName(params);
  const text = t(`types.${type}`, { name: t('aGame'), ...params, badge });
  const body = (
    <>
      {!read && <VisuallyHidden>{t('unread')}: </VisuallyHidden>}
      <Text size="sm" fw={read ? 400 : 600} component="span" display="block">
        {text}
      </Text>
      <Text size="xs" c="dimmed" component="span" display="block" mt={2}>
        {formatRelative(createdAt)}
      </Text>
    </>
  );
  return (
    <Group
      component="li"
      wrap="nowrap"
      align="flex-start"
      gap={4}
      className={classes.item}
      data-unread={!read}
      data-notification-id={notification.id}
    >
      {to ? (
        <UnstyledButton component={Link} to={to} onClick={onOpen} className={classes.body}>
          {body}
        </UnstyledButton>
      ) : (
        <UnstyledButton onClick={onOpen} className={classes.body}>
          {body}
        </UnstyledButton>
      )}
      <CloseButton size="sm" mt={6} mr={6} aria-label={t('dismiss')} onClick={onDismiss} />
    </Group>
  );
}
