import type { TLanguage } from '@rally/contracts/constants';
import type { Executor } from '../../db/client.ts';
import { assertUserRoom } from '../plans/limits.ts';
import { deleteUsers, disableUsers } from './manage-service.ts';
import { findCompanyLanguage, findUsersByEmails, insertUser, updateUser } from './queries.ts';
import { emailTaken, guardEmail, usersCreated } from './service.ts';

/**
 * What a company's directory writes of its people (SCIM, decision 0036). Nobody is signed in: the
 * company is the token's, and every write goes through the same rules as the users screen (one
 * e-mail per account on the platform, the plan's seats, the one disable path).
 */
export type DirectoryUser = {
  email: string;
  fullName: string;
  language?: TLanguage | undefined;
  active: boolean;
};
type Stored = { id: string; companyId: string; email: string; status: string; hasPassword: boolean };

/** A new player of the company: `invited` (no password) until they set one, or `disabled`. */
export async function createDirectoryUser(tx: Executor, companyId: string, input: DirectoryUser) {
  if ((await findUsersByEmails(tx, [input.email])).length > 0) throw emailTaken();
  // A disabled user takes no seat (plans count the others).
  if (input.active) await assertUserRoom(tx, companyId);
  const { id } = await guardEmail(
    insertUser(tx, {
      companyId,
      email: input.email,
      fullName: input.fullName,
      role: 'player',
      language: input.language ?? (await findCompanyLanguage(tx, companyId)) ?? 'en',
      status: input.active ? 'invited' : 'disabled',
    }),
  );
  await usersCreated(tx, [{ id, companyId, email: input.email, fullName: input.fullName, role: 'player' }]);
  return id;
}

/** The directory's view of a user, written over Rally's: `active: false` disables at once. */
export async function updateDirectoryUser(tx: Executor, user: Stored, input: DirectoryUser) {
  if (input.email.toLowerCase() !== user.email.toLowerCase()) {
    const [holder] = await findUsersByEmails(tx, [input.email]);
    if (holder && holder.id !== user.id) throw emailTaken();
  }
  const enable = input.active && user.status === 'disabled';
  if (enable) await assertUserRoom(tx, user.companyId, 1);
  await guardEmail(
    updateUser(tx, user.id, {
      email: input.email,
      fullName: input.fullName,
      ...(input.language ? { language: input.language } : {}),
      ...(enable ? { status: user.hasPassword ? 'active' : 'invited' } : {}),
    }),
  );
  if (!input.active && user.status !== 'disabled') await disableUsers(tx, [user]);
}

/** The user goes with everything of theirs, as from the users screen. */
export const deleteDirectoryUser = (tx: Executor, user: { id: string; companyId: string }) =>
  deleteUsers(tx, [user]);
