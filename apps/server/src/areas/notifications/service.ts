import type { NOTIFICATION_TYPES, TNotification } from '@rally/contracts/notifications';
import type { Executor } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import {
  countUnread,
  findInvitedUserForUpdate,
  findOwnNotification,
  insertNotifications,
  listActiveCompanyAdmins,
  listNotifications,
  markAllRead,
  type NotificationRow,
  updateNotification,
} from './queries.ts';

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
type Notice = {
  companyId: string;
  userId: string;
  type: NotificationType;
  params?: Record<string, string | number>;
  link?: string | null;
};

const LIST_LIMIT = 50;

const toNotification = (n: NotificationRow): TNotification => ({
  id: n.id,
  type: n.type,
  params: n.params,
  link: n.link,
  read: n.readAt !== null,
  record_status: n.recordStatus === 0 ? 0 : 1,
  createdAt: n.createdAt.toISOString(),
});

/**
 * Tells a user something happened, inside the caller's transaction (it exists only if the event
 * does). The text is not stored: the web app renders `type` with `params` in the reader's language.
 */
export async function notify(exec: Executor, notice: Notice | Notice[]) {
  const notices = Array.isArray(notice) ? notice : [notice];
  await insertNotifications(
    exec,
    notices.map((n) => ({ ...n, params: n.params ?? {}, link: n.link ?? null })),
  );
}

/** Tells several users of one company the same thing: one notice each. */
export function notifyEach(exec: Executor, userIds: string[], notice: Omit<Notice, 'userId'>) {
  return notify(
    exec,
    userIds.map((userId) => ({ ...notice, userId })),
  );
}

/**
 * Call when a password is set through a link, before the user is activated and in the same
 * transaction: if the user was still invited, their company's admins hear they accepted.
 */
export async function notifyInvitationAccepted(exec: Executor, userId: string) {
  const user = await findInvitedUserForUpdate(exec, userId);
  if (!user) return;
  const admins = await listActiveCompanyAdmins(exec, user.companyId, user.id);
  await notifyEach(
    exec,
    admins.map((admin) => admin.id),
    {
      companyId: user.companyId,
      type: 'invitationAccepted',
      params: { name: user.fullName, email: user.email },
      link: `/users/profile/${user.id}`,
    },
  );
}

/** Only one's own notifications: another user's id reads as not found. */
function ownOnly(scope: Scope, userId: string) {
  if (userId !== scope.userId) throw notFound('users.notFound');
}

export async function listUserNotifications(opts: {
  db: Executor;
  scope: Scope;
  userId: string;
  recordStatus: number;
}) {
  ownOnly(opts.scope, opts.userId);
  return notificationsOf(opts.db, opts.userId, opts.recordStatus);
}

/** A user's notifications (the newest first) and how many are unread: the list and `GET /auth/me`. */
export async function notificationsOf(db: Executor, userId: string, recordStatus = 1) {
  const [rows, unread] = await readAll(
    db,
    () => listNotifications(db, { userId, recordStatus, limit: LIST_LIMIT }),
    () => countUnread(db, userId),
  );
  return { data: rows.map(toNotification), unread };
}

export async function updateUserNotification(opts: {
  tx: Executor;
  scope: Scope;
  id: string;
  input: { read?: boolean | undefined; record_status?: 0 | 1 | undefined };
}) {
  const current = await findOwnNotification(opts.tx, opts.scope.userId, opts.id);
  if (!current) throw notFound('notifications.notFound');
  const { read, record_status } = opts.input;
  const row = await updateNotification(opts.tx, current.id, {
    ...(read === undefined ? {} : { readAt: read ? (current.readAt ?? new Date()) : null }),
    ...(record_status === undefined ? {} : { recordStatus: record_status }),
  });
  return toNotification(row);
}

export async function markAllNotificationsRead(opts: { db: Executor; scope: Scope }) {
  await markAllRead(opts.db, opts.scope.userId, new Date());
}
