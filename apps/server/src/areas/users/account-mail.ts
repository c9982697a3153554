import { type TMessage, type TMessageCode, toMessage } from '@rally/contracts/messages';
import type { Executor } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import type { Mailer } from '../../mail/outbox.ts';
import { sendPasswordResetLink } from '../auth/recovery-service.ts';
import { accountMail, type InvitationFrom, inviteUsers, type Recipient } from './invitations.ts';
import { findUserName, findUsersByIds, type UserRow } from './queries.ts';
import { settingsOf, userInScope } from './service.ts';

async function sendReminders(exec: Executor, mail: InvitationFrom, recipients: Recipient[]) {
  await mail.mailer.enqueueMany(
    exec,
    recipients.map((user) => accountMail('reminder', mail, user, `${mail.appUrl}/login`)),
  );
}

/** The name the mails give as the sender. */
export async function inviterName(db: Executor, scope: Scope) {
  return (await findUserName(db, scope.userId)) ?? 'Rally';
}

function skipReason(user: UserRow, kind: 'invitation' | 'reminder'): TMessageCode | undefined {
  if (user.status === 'disabled') return 'users.skipDisabled';
  if (kind === 'invitation') return user.status === 'invited' ? undefined : 'users.skipInvitationAccepted';
  if (user.status !== 'active') return 'users.skipInvitationOpen';
  return settingsOf(user).notifications.reminders ? undefined : 'users.skipRemindersOff';
}

/**
 * `POST /user/send/email`: invitations to users still invited, reminders to active users who keep
 * reminders on. Anyone else is skipped with the reason; another company's users read as not found.
 */
export async function sendUserEmails(opts: {
  tx: Executor;
  mailer: Mailer;
  appUrl: string;
  scope: Scope;
  userIds: string[];
  kind: 'invitation' | 'reminder';
}) {
  const { tx, kind } = opts;
  const ids = [...new Set(opts.userIds)];
  const found = new Map((await findUsersByIds(tx, opts.scope, ids)).map((u) => [u.id, u]));
  const mail = { mailer: opts.mailer, appUrl: opts.appUrl, inviter: await inviterName(tx, opts.scope) };
  const recipients: Recipient[] = [];
  const skipped: ({ id: string } & TMessage)[] = [];
  for (const id of ids) {
    const user = found.get(id);
    const reason = user ? skipReason(user, kind) : 'users.notFound';
    if (reason) skipped.push({ id, ...toMessage(reason) });
    else if (user) recipients.push(user);
  }
  await (kind === 'invitation' ? inviteUsers : sendReminders)(tx, mail, recipients);
  return { sent: recipients.length, skipped };
}

/** `POST /users/{id}/send-reset`: an admin cannot set someone's password, but can send them a reset link. */
export async function sendResetToUser(opts: {
  tx: Executor;
  mailer: Mailer;
  appUrl: string;
  scope: Scope;
  id: string;
}) {
  const user = await userInScope(opts.tx, opts.scope, opts.id);
  if (user.status === 'disabled') throw conflict('users.disabledNoReset');
  await sendPasswordResetLink({ tx: opts.tx, mailer: opts.mailer, appUrl: opts.appUrl, email: user.email });
}
