import { INVITE_LINK_TTL_SECONDS } from '@rally/contracts/constants';
import type { Executor } from '../../db/client.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import { insertPasswordLink } from './recovery-queries.ts';

/**
 * A 7-day, single-use set-password link for an invited user (stored hashed; the token lives only in
 * the mail). Every mail that invites someone to choose a password carries one of these.
 */
export async function createInviteLink(
  exec: Executor,
  user: { id: string; companyId: string },
  appUrl: string,
) {
  const token = randomToken();
  await insertPasswordLink(exec, {
    companyId: user.companyId,
    userId: user.id,
    tokenHash: sha256(token),
    purpose: 'invite',
    expiresAt: new Date(Date.now() + INVITE_LINK_TTL_SECONDS * 1000),
  });
  return `${appUrl}/rally/set-password/${token}`;
}
