import type { Executor } from '../../db/client.ts';
import type { Mailer } from '../../mail/outbox.ts';
import { languageOf } from '../../mail/templates.ts';
import { createInviteLinks } from '../auth/invite-link.ts';

/** A user as the account mails (invitation, reminder) address them. */
export type Recipient = {
  id: string;
  companyId: string;
  companyName: string;
  email: string;
  fullName: string;
  language: string;
};
/** `bulk`: the invitations of a fan-out, sent after mails one person asked for (by default: more than one). */
export type InvitationFrom = { mailer: Mailer; appUrl: string; inviter: string; bulk?: boolean };

/** An account mail (invitation, reminder) to a user from the inviter, its button opening `url`. */
export const accountMail = <T extends 'invite' | 'reminder'>(
  template: T,
  from: InvitationFrom,
  user: Recipient,
  url: string,
) => ({
  companyId: user.companyId,
  to: user.email,
  template,
  language: languageOf(user.language),
  vars: { name: user.fullName, inviter: from.inviter, company: user.companyName, url },
});

/**
 * The one way to invite: each user gets a 7-day set-password link (stored hashed) and the invite
 * mail in their language through the outbox, in one insert of links and one of mails per 1,000
 * users. One user is a batch of one. Earlier invitations stay valid until they expire, so a resent
 * mail never breaks a link already opened. A `dedupeKey` makes the mail once-only (a second enqueue
 * under the same key is ignored); a caller that may run twice also leaves out whoever has that
 * mail already, so that nobody gets a link that no mail carries.
 */
export async function inviteUsers(
  exec: Executor,
  from: InvitationFrom,
  invitees: Recipient[],
  dedupeKey?: (user: Recipient) => string,
) {
  if (invitees.length === 0) return;
  const links = await createInviteLinks(exec, invitees, from.appUrl);
  await from.mailer.enqueueMany(
    exec,
    invitees.map((user) => ({
      ...accountMail('invite', from, user, links.get(user.id) ?? ''),
      ...(dedupeKey ? { dedupeKey: dedupeKey(user) } : {}),
    })),
    { bulk: from.bulk ?? invitees.length > 1 },
  );
}
