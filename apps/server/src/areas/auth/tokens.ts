import { abilitiesFor, type TRole } from '@rally/contracts/abilities';
import type { TSessionUser, TTokenPair } from '@rally/contracts/auth';
import { REFRESH_TOKEN_TTL_SECONDS, REMEMBER_ME_REFRESH_TTL_SECONDS } from '@rally/contracts/constants';
import { gamePhase } from '@rally/contracts/game-lifecycle';
import { v7 as uuidv7 } from 'uuid';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { Jwt } from '../../lib/jwt.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import { languageOf } from '../../mail/templates.ts';
import { findSessionUser, insertRefreshToken, listLiveGames } from './queries.ts';

type TokenOwner = { id: string; companyId: string; role: TRole };

/**
 * The refresh token a rotation of `predecessor` mints: derived, not random, so a replay within the
 * two-tab grace can answer the very same successor without it being stored (decision 0011).
 */
export const successorOf = (jwt: Jwt, predecessor: string) => jwt.derive('refresh-successor', predecessor);

/**
 * A new access token and refresh token. Without `familyId` it starts a new session (sign-in); with
 * it, it continues one (rotation, whose successor is derived from the `predecessor` token). Every token gets the full lifetime of its session's kind.
 */
export async function issueTokens(
  db: Executor,
  jwt: Jwt,
  user: TokenOwner,
  session: { rememberMe: boolean; familyId?: string; predecessor?: string },
): Promise<TTokenPair> {
  const refreshToken = session.predecessor ? successorOf(jwt, session.predecessor) : randomToken();
  const ttlSeconds = session.rememberMe ? REMEMBER_ME_REFRESH_TTL_SECONDS : REFRESH_TOKEN_TTL_SECONDS;
  const familyId = session.familyId ?? uuidv7();
  await insertRefreshToken(db, {
    companyId: user.companyId,
    userId: user.id,
    familyId,
    tokenHash: sha256(refreshToken),
    rememberMe: session.rememberMe,
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return { accessToken: await signAccessToken(jwt, user, familyId), refreshToken };
}

/** An access token of the session `familyId`: it dies with that session (access plugin). */
export const signAccessToken = (jwt: Jwt, user: TokenOwner, familyId: string) =>
  jwt.sign({ sub: user.id, role: user.role, cid: user.companyId, fid: familyId });

/**
 * A company admin's current game (the session's `encrypt_id`, DESIGN section 2): the running one,
 * else the next scheduled, else the one that ended last. Drafts and archived games never are.
 */
async function currentGameId(db: Executor, companyId: string, now = new Date()) {
  const live = (await listLiveGames(db, companyId)).map((g) => ({ ...g, phase: gamePhase(g, now) }));
  const by =
    (key: 'startDate' | 'endDate', dir: 1 | -1) => (a: (typeof live)[number], b: (typeof live)[number]) =>
      dir * (a[key] ?? '').localeCompare(b[key] ?? '');
  const running = live.filter((g) => g.phase === 'running').sort(by('startDate', -1));
  const scheduled = live.filter((g) => g.phase === 'scheduled').sort(by('startDate', 1));
  const ended = live.filter((g) => g.phase === 'finished').sort(by('endDate', -1));
  return (running[0] ?? scheduled[0] ?? ended[0])?.id;
}

/**
 * The user as the web app keeps it: profile, company and the role's abilities; a company admin's
 * current game as `encrypt_id`, where the web app lands them after sign-in (spec section 6).
 */
export async function loadSessionUser(db: Executor, userId: string): Promise<TSessionUser> {
  const user = await findSessionUser(db, userId);
  if (!user) throw notFound('users.notFound');
  const gameId = user.role === 'company_admin' ? await currentGameId(db, user.companyId) : undefined;
  return {
    ...user,
    language: languageOf(user.language),
    abilities: abilitiesFor(user.role),
    ...(gameId ? { encrypt_id: gameId } : {}),
  };
}
