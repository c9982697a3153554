import { INVITE_LINK_TTL_SECONDS } from '@rally/contracts/constants';
import type { Executor } from '../../db/client.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import {
  findOpenInviteLinkEnds,
  insertPasswordLink,
  insertPasswordLinks,
  type NewPasswordLink,
} from './recovery-queries.ts';

/**
 * A single-use link of `purpose` for the user, valid for `ttlSeconds` (stored hashed; the token lives
 * only in the mail). Answers its token.
 */
export async function createPasswordLink(
  exec: Executor,
  user: { id: string; companyId: string },
  purpose: NewPasswordLink['purpose'],
  ttlSeconds: number,
) {
  const token = randomToken();
  await insertPasswordLink(exec, {
    companyId: user.companyId,
    userId: user.id,
    tokenHash: sha256(token),
    purpose,
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

/**
 * 7-day, single-use set-password links for invited users, one insert for all of them (stored
 * hashed; the token lives only in the mail). Every mail that invites someone to choose a password
 * carries one of these. Answers each user's link by user id.
 */
export async function createInviteLinks(
  exec: Executor,
  users: { id: string; companyId: string }[],
  appUrl: string,
) {
  const expiresAt = new Date(Date.now() + INVITE_LINK_TTL_SECONDS * 1000);
  const links = users.map((user) => ({ user, token: randomToken() }));
  await insertPasswordLinks(
    exec,
    links.map(({ user, token }) => ({
      companyId: user.companyId,
      userId: user.id,
      tokenHash: sha256(token),
      purpose: 'invite' as const,
      expiresAt,
    })),
  );
  return new Map(links.map(({ user, token }) => [user.id, `${appUrl}/rally/set-password/${token}`]));
}

/**
 * One set-password link per person: invited users who hold no open invitation link get a new one
 * (`links`, by user id); those who do get none, and `openEnds` says when theirs ends.
 */
export async function inviteLinksOnce(
  exec: Executor,
  users: { id: string; companyId: string }[],
  appUrl: string,
  now: Date,
) {
  const openEnds = await findOpenInviteLinkEnds(
    exec,
    users.map((user) => user.id),
    now,
  );
  const links = await createInviteLinks(
    exec,
    users.filter((user) => !openEnds.has(user.id)),
    appUrl,
  );
  return { links, openEnds };
}
