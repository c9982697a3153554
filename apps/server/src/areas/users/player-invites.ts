import { inviteeName } from '@rally/contracts/teams';
import type { Executor } from '../../db/client.ts';
import { type FieldError, invalidFields } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import type { Mailer } from '../../mail/outbox.ts';
import { assertUserRoom } from '../plans/limits.ts';
import { inviterName } from './account-mail.ts';
import { inviteUsers } from './invitations.ts';
import { findCompanyLanguage, findUsersByEmails, findUsersByIds, insertUsers } from './queries.ts';
import { guardEmail, usersCreated } from './service.ts';

/**
 * The users of a list of addresses, for a caller adding them as players of one company's game, in
 * the caller's transaction: the company's users as they are, and an invited player (with the
 * invitation mail) for each address without an account. An address another company's user holds
 * refuses the whole list (400, `path(index)` naming each), and the plan's users are checked once
 * for every new one together, so nothing is written unless all of it can be. Answers the user id
 * of each address in the order given, and how many were created.
 */
export async function usersForInvitees(opts: {
  tx: Executor;
  scope: Scope;
  companyId: string;
  invitees: { email: string; fullName?: string | undefined }[];
  path: (index: number) => string;
  mailer: Mailer;
  appUrl: string;
}) {
  const { tx, companyId, invitees } = opts;
  const known = new Map(
    (
      await findUsersByEmails(
        tx,
        invitees.map((i) => i.email),
      )
    ).map((u) => [u.email.toLowerCase(), u]),
  );
  const refused: FieldError[] = [];
  invitees.forEach((invitee, index) => {
    const user = known.get(invitee.email.toLowerCase());
    if (user && user.companyId !== companyId)
      refused.push({ path: opts.path(index), messageCode: 'users.emailUnusable' });
  });
  if (refused.length > 0) throw invalidFields(refused);

  // One new user per address, however often it is listed.
  const fresh = [
    ...new Map(
      invitees.filter((i) => !known.has(i.email.toLowerCase())).map((i) => [i.email.toLowerCase(), i]),
    ).values(),
  ];
  if (fresh.length > 0) {
    await assertUserRoom(tx, companyId, fresh.length);
    const language = (await findCompanyLanguage(tx, companyId)) ?? 'en';
    const made = await guardEmail(
      insertUsers(
        tx,
        fresh.map((i) => ({
          companyId,
          email: i.email,
          fullName: inviteeName(i),
          role: 'player' as const,
          language,
          status: 'invited' as const,
        })),
      ),
    );
    const recipients = await findUsersByIds(
      tx,
      opts.scope,
      made.map((u) => u.id),
    );
    await usersCreated(tx, recipients);
    await inviteUsers(
      tx,
      { mailer: opts.mailer, appUrl: opts.appUrl, inviter: await inviterName(tx, opts.scope) },
      recipients,
    );
    for (const recipient of recipients)
      known.set(recipient.email.toLowerCase(), { id: recipient.id, email: recipient.email, companyId });
  }
  return {
    userIds: invitees.map((i) => known.get(i.email.toLowerCase())?.id as string),
    created: fresh.length,
  };
}
