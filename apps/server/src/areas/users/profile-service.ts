import type { TTokenPair } from '@rally/contracts/auth';
import type { TMeResponse, TUserSettings, ZUpdateUserSettingsRequest } from '@rally/contracts/users';
import type { Executor } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import type { Jwt } from '../../lib/jwt.ts';
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords.ts';
import type { CallerInput } from '../../lib/route-kit.ts';
import type { Scope } from '../../lib/scope.ts';
import { endCredentials } from '../auth/service.ts';
import { issueTokens, loadSessionUser } from '../auth/tokens.ts';
import { notificationsOf } from '../notifications/service.ts';
import { findPasswordHash, findSettingsAndTrialEnd, updateUser } from './queries.ts';
import { settingsOf, userForAccess } from './service.ts';

/**
 * `GET /auth/me`: the session user, their saved settings, their company's trial end and their
 * notifications: what the shell needs, in the one call it makes at start (ADR 0019).
 */
export async function getCurrentUser(opts: { db: Executor; userId: string }): Promise<TMeResponse> {
  const [user, notifications, stored] = await readAll(
    opts.db,
    () => loadSessionUser(opts.db, opts.userId),
    () => notificationsOf(opts.db, opts.userId),
    () => findSettingsAndTrialEnd(opts.db, opts.userId),
  );
  if (!stored) throw notFound('users.notFound');
  return {
    user,
    settings: settingsOf(stored),
    trialEndsAt: stored.trialEndsAt?.toISOString() ?? null,
    notifications,
  };
}

export async function getUserSettings(opts: {
  db: Executor;
  scope: Scope;
  id: string;
}): Promise<TUserSettings> {
  return settingsOf(await userForAccess(opts.db, opts.scope, opts.id));
}

/**
 * `PUT /users/{id}/settings`: kept on the server so they follow the user across browsers. The
 * language is the user's own column (e-mails use it); the rest merges into `users.settings`.
 */
export async function updateUserSettings(
  opts: CallerInput<typeof ZUpdateUserSettingsRequest> & { id: string },
) {
  const user = await userForAccess(opts.tx, opts.scope, opts.id);
  const { language, timezone, ...look } = opts.input;
  const settings = { ...user.settings, ...look };
  // Language and zone are columns: e-mails read the one, streaks and reminders the other.
  const columns = { ...(language ? { language } : {}), ...(timezone === undefined ? {} : { timezone }) };
  await updateUser(opts.tx, user.id, { settings, ...columns });
  return settingsOf({
    language: language ?? user.language,
    settings,
    timezone: timezone === undefined ? user.timezone : timezone,
  });
}

/**
 * `PUT /users/{id}/password`, checked and hashed before the transaction (no connection waits on
 * argon2). Someone else's id reads as not found: this route only ever knows the caller's password.
 */
export async function checkPasswordChange(opts: {
  db: Executor;
  scope: Scope;
  id: string;
  currentPassword: string;
  newPassword: string;
}) {
  if (opts.id !== opts.scope.userId) throw notFound('users.notFound');
  const current = await findPasswordHash(opts.db, opts.id);
  if (!current || !(await verifyPassword(current, opts.currentPassword))) {
    throw invalid('currentPassword', 'validation.wrongCurrentPassword');
  }
  if (isCommonPassword(opts.newPassword)) {
    throw invalid('newPassword', 'validation.commonPassword');
  }
  return hashPassword(opts.newPassword);
}

/** Sets the password, ends every session (other devices too), and starts a new one for this device. */
export async function changeOwnPassword(opts: {
  tx: Executor;
  jwt: Jwt;
  scope: Scope;
  passwordHash: string;
}): Promise<TTokenPair> {
  const { tx, scope } = opts;
  await updateUser(tx, scope.userId, { passwordHash: opts.passwordHash });
  await endCredentials(tx, scope.userId);
  return issueTokens(
    tx,
    opts.jwt,
    { id: scope.userId, companyId: scope.companyId, role: scope.role },
    {
      rememberMe: false,
    },
  );
}
