import type { Executor } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import type { Mailer } from '../../mail/outbox.ts';
import { languageOf } from '../../mail/templates.ts';
import { createInviteLink } from '../auth/invite-link.ts';
import { findSessionUser } from '../auth/queries.ts';
import { sendPasswordResetLink } from '../auth/recovery-service.ts';
import { findUsersByIds, type UserRow } from './queries.ts';
import { settingsOf, userInScope } from './service.ts';

type Recipient = {
  id: string;
  companyId: string;
  companyName: string;
  email: string;
  fullName: string;
  language: string;
};
type Mail = { mailer: Mailer; appUrl: string; inviter: string };

/**
 * An invitation: a 7-day set-password link e-mailed through the outbox. Earlier invitations stay
 * valid until they expire, so a resent mail never breaks a link already opened.
 */
export async function sendInvitation(exec: Executor, mail: Mail, user: Recipient) {
  const url = await createInviteLink(exec, user, mail.appUrl);
  await mail.mailer.enqueue(exec, {
    companyId: user.companyId,
    to: user.email,
    template: 'invite',
    language: languageOf(user.language),
    vars: { name: user.fullName, inviter: mail.inviter, company: user.companyName, url },
  });
}

async function sendReminder(exec: Executor, mail: Mail, user: Recipient) {
  await mail.mailer.enqueue(exec, {
    companyId: user.companyId,
    to: user.email,
    template: 'reminder',
    language: languageOf(user.language),
    vars: {
      name: user.fullName,
      inviter: mail.inviter,
      company: user.companyName,
      url: `${mail.appUrl}/login`,
    },
  });
}

/** The name the mails give as the sender. */
export async function inviterName(db: Executor, scope: Scope) {
  return (await findSessionUser(db, scope.userId))?.fullName ?? 'Rally';
}

function skipReason(user: UserRow, kind: 'invitation' | 'reminder') {
  if (user.status === 'disabled') return 'The account is disabled.';
  if (kind === 'invitation')
    return user.status === 'invited' ? undefined : 'The invitation was already accepted.';
  if (user.status !== 'active') return 'The invitation has not been accepted yet.';
  return settingsOf(user).notifications.reminders ? undefined : 'The user turned reminder e-mails off.';
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
  let sent = 0;
  const skipped: { id: string; reason: string }[] = [];
  for (const id of ids) {
    const user = found.get(id);
    const reason = user ? skipReason(user, kind) : 'User not found.';
    if (reason) skipped.push({ id, reason });
    else if (user) {
      await (kind === 'invitation' ? sendInvitation : sendReminder)(tx, mail, user);
      sent++;
    }
  }
  return { sent, skipped };
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
  if (user.status === 'disabled')
    throw conflict('The account is disabled. Enable it before sending a reset link.');
  await sendPasswordResetLink({ tx: opts.tx, mailer: opts.mailer, appUrl: opts.appUrl, email: user.email });
}
