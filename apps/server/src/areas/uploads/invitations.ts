import { INVITE_LINK_TTL_SECONDS } from '@rally/contracts/constants';
import type { Executor } from '../../db/client.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import type { Mailer } from '../../mail/outbox.ts';
import { languageOf } from '../../mail/templates.ts';
import { insertPasswordLinks } from './queries.ts';

type Invitee = { id: string; email: string; fullName: string; language: string };
export type InvitationSender = {
  mailer: Mailer;
  appUrl: string;
  inviter: string;
  company: { id: string; name: string };
};

/**
 * The invitation `sendInvitation` (users area) sends one user at a time, for a batch: a 7-day
 * set-password link each (stored hashed) in one insert, and the mails through the outbox in another.
 */
export async function sendInvitations(exec: Executor, from: InvitationSender, invitees: Invitee[]) {
  if (invitees.length === 0) return;
  const companyId = from.company.id;
  const expiresAt = new Date(Date.now() + INVITE_LINK_TTL_SECONDS * 1000);
  const links = invitees.map((user) => ({ user, token: randomToken() }));
  await insertPasswordLinks(
    exec,
    companyId,
    links.map(({ user, token }) => ({
      userId: user.id,
      tokenHash: sha256(token),
      purpose: 'invite' as const,
      expiresAt,
    })),
  );
  await from.mailer.enqueueMany(
    exec,
    links.map(({ user, token }) => ({
      companyId,
      to: user.email,
      template: 'invite' as const,
      language: languageOf(user.language),
      vars: {
        name: user.fullName,
        inviter: from.inviter,
        company: from.company.name,
        url: `${from.appUrl}/rally/set-password/${token}`,
      },
    })),
  );
}
