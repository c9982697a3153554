import { type TMessage, type TMessageCode, toMessage } from '@rally/contracts/messages';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mailOptOuts } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import type { Mailer } from '../../mail/outbox.ts';
import { sendPasswordResetLink } from '../auth/recovery-service.ts';
import { accountMail, type InvitationFrom, inviteUsers, type Recipient } from './invitations.ts';
import { findUserName, findUsersByIds, type UserRow } from './queries.ts';
import { userInScope } from './service.ts';

/**
 * The organiser's hand-sent reminder is a `reminders` mail (decision 0032): it carries that
 * category's unsubscribe, and whoever stopped reminders is skipped (and told, in `skipReason`).
 */
async function sendReminders(exec: Executor, mail: InvitationFrom, recipients: Recipient[]) {
  await mail.mailer.enqueueMany(
    exec,
    recipients.map((user) => ({
      ...accountMail('reminder', mail, user, `${mail.appUrl}/login`),
      optOut: { userId: user.id, category: 'reminders' as const },
    })),
  );
}

/** Of these users, those who stopped the reminders category. */
async function remindersStopped(exec: Executor, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await exec
    .select({ userId: mailOptOuts.userId })
    .from(mailOptOuts)
    .where(and(inArray(mailOptOuts.userId, ids), eq(mailOptOuts.category, 'reminders')));
  return new Set(rows.map((r) => r.userId));
}

/** The name the mails give as the sender. */
export async function inviterName(db: Executor, scope: Scope) {
  return (await findUserName(db, scope.userId)) ?? 'Rally';
}

function skipReason(
  user: UserRow,
  kind: 'invitation' | 'reminder',
  stopped: Set<string>,
): TMessageCode | undefined {
  if (user.status === 'disabled') return 'users.skipDisabled';
  if (kind === 'invitation') return user.status === 'invited' ? undefined : 'users.skipInvitationAccepted';
  if (user.status !== 'active') return 'users.skipInvitationOpen';
  return stopped.has(user.id) ? 'users.skipRemindersOff' : undefined;
}

/**
 * `POST /user/send/email`: invitations to users still invited, reminders to active users who did
 * not stop reminders. Anyone else is skipped with the reason; another company's users read as not found.
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
  const stopped = kind === 'reminder' ? await remindersStopped(tx, [...found.keys()]) : new Set<string>();
  const mail = { mailer: opts.mailer, appUrl: opts.appUrl, inviter: await inviterName(tx, opts.scope) };
  const recipients: Recipient[] = [];
  const skipped: ({ id: string } & TMessage)[] = [];
  for (const id of ids) {
    const user = found.get(id);
    const reason = user ? skipReason(user, kind, stopped) : 'users.notFound';
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
