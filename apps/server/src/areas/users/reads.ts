/**
 * What other areas read of users, named by what it answers: the columns a mail to a user needs
 * (for their own statements that pick the recipients), a user's id when they are in the caller's scope,
 * and which addresses already have an account. The SQL files of this area stay private to it
 * (decision 0024).
 */
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Scope } from '../../lib/scope.ts';
import {
  findAccount,
  findUserInScope,
  findUserName,
  findUsersByEmails,
  findUserTimezone,
} from './queries.ts';

/** What a mail to a user needs of them (invitation, start e-mail): whom, where to, in which language. */
export const recipientColumns = {
  id: users.id,
  companyId: users.companyId,
  email: users.email,
  fullName: users.fullName,
  language: users.language,
};

/** The user's id as stored when they are in the caller's company (any company for platform admins). */
export async function scopedUserId(db: Executor, scope: Scope, userId: string) {
  return (await findUserInScope(db, scope, userId))?.id;
}

/** The addresses among `emails` that an account of any company holds, lower-cased. */
export async function takenEmails(db: Executor, emails: string[]) {
  return new Set((await findUsersByEmails(db, emails)).map((u) => u.email.toLowerCase()));
}

/** A user's full name, whichever company they are in (the inviter a mail names); empty when unknown. */
export async function userFullName(db: Executor, userId: string) {
  return (await findUserName(db, userId)) ?? '';
}

/** The zone a user's days count in for a game: their own, or the game's until they set one (ADR 0028). */
export async function userZoneIn(db: Executor, userId: string, gameTimezone: string) {
  return (await findUserTimezone(db, userId)) ?? gameTimezone;
}

/** What a sign-in through a company's provider needs of an account (decision 0035), by e-mail. */
export const accountByEmail = (db: Executor, email: string) => findAccount(db, { email });

/** The same, by id: who a company names as its break-glass admin. */
export const accountById = (db: Executor, id: string) => findAccount(db, { id });
