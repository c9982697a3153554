import { createHash } from 'node:crypto';
import { LANGUAGES, type TLanguage } from '@rally/contracts/constants';
import { SCIM, type TScimUser, type TScimUserInput } from '@rally/contracts/scim';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import type { DirectoryUser } from '../users/directory-service.ts';
import type { ScimIdentity, ScimUserRow } from './queries.ts';

/**
 * A user as SCIM sees it, in the few attributes Rally keeps: `userName` is the e-mail people sign
 * in with, `displayName` is Rally's full name, `active` is "not disabled". Patches apply to this,
 * and a write stores it back (users through their area, the rest as the user's SCIM identity).
 */
export type ScimState = {
  userName: string;
  displayName: string | null;
  givenName: string | null;
  familyName: string | null;
  formatted: string | null;
  externalId: string | null;
  active: boolean;
  language: string | null;
};

const joined = (s: Pick<ScimState, 'givenName' | 'familyName'>) =>
  [s.givenName, s.familyName].filter((part) => part?.trim()).join(' ') || null;

export const stateOfRow = (row: ScimUserRow): ScimState => ({
  userName: row.email,
  displayName: row.fullName,
  givenName: row.givenName,
  familyName: row.familyName,
  formatted: null,
  externalId: row.externalId,
  active: row.status !== 'disabled',
  language: row.language,
});

export const stateOfInput = (input: TScimUserInput): ScimState => ({
  userName: input.userName,
  displayName: input.displayName ?? null,
  givenName: input.name?.givenName ?? null,
  familyName: input.name?.familyName ?? null,
  formatted: input.name?.formatted ?? null,
  externalId: input.externalId ?? null,
  active: input.active ?? true,
  language: input.preferredLanguage ?? input.locale ?? null,
});

/** `en-US`, `de_DE`, `pt-BR`: Rally's language when it speaks it, else none (the company's stays). */
function languageOf(tag: string | null): TLanguage | undefined {
  const code = tag?.slice(0, 2).toLowerCase();
  return LANGUAGES.find((language) => language === code);
}

const ZEmail = z.email().max(254);

/**
 * What Rally stores of a state. The full name follows what the directory changed: the name's parts
 * when it changed them (a patch of `name.givenName`), else its display name, else the formatted
 * name; a new user without any of them is named by the e-mail's local part.
 */
export function storedOf(
  state: ScimState,
  changed: 'name' | 'display' | 'all',
): {
  user: DirectoryUser;
  identity: ScimIdentity;
} {
  const email = ZEmail.safeParse(state.userName.trim().toLowerCase());
  if (!email.success) throw new AppError('VALIDATION', 'scim.userNameNotEmail');
  const fromParts = joined(state);
  const candidates =
    changed === 'name'
      ? [fromParts, state.formatted, state.displayName]
      : [state.displayName, state.formatted, fromParts];
  const fullName = candidates.find((name) => name?.trim())?.trim() ?? email.data.split('@')[0] ?? email.data;
  return {
    user: {
      email: email.data,
      fullName: fullName.slice(0, 200),
      language: languageOf(state.language),
      active: state.active,
    },
    identity: { externalId: state.externalId, givenName: state.givenName, familyName: state.familyName },
  };
}

/** A content version: it changes exactly when what a directory reads changes (RFC 7644 section 3.14). */
const versionOf = (resource: object) =>
  `W/"${createHash('sha256').update(JSON.stringify(resource)).digest('base64url').slice(0, 22)}"`;

/** The SCIM User of a stored row, with its `meta.version` (the ETag). */
export function toScimUser(row: ScimUserRow, baseUrl: string): TScimUser {
  const formatted = joined(row) ?? row.fullName;
  const resource = {
    schemas: [SCIM.user],
    id: row.id,
    ...(row.externalId ? { externalId: row.externalId } : {}),
    userName: row.email,
    name: {
      formatted,
      ...(row.givenName ? { givenName: row.givenName } : {}),
      ...(row.familyName ? { familyName: row.familyName } : {}),
    },
    displayName: row.fullName,
    active: row.status !== 'disabled',
    preferredLanguage: row.language,
    emails: [{ value: row.email, type: 'work', primary: true }],
  };
  const modified =
    row.identityUpdatedAt && row.identityUpdatedAt > row.updatedAt ? row.identityUpdatedAt : row.updatedAt;
  return {
    ...resource,
    meta: {
      resourceType: 'User',
      created: row.createdAt.toISOString(),
      lastModified: modified.toISOString(),
      location: `${baseUrl}/Users/${row.id}`,
      version: versionOf(resource),
    },
  };
}

/** `If-Match` (RFC 7232): `*`, or one of the listed versions, weak or strong; a mismatch is 412. */
export function checkIfMatch(header: string | undefined, version: string) {
  if (header === undefined) return;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const tags = header.split(',').map(bare);
  if (tags.includes('*') || tags.includes(bare(version))) return;
  throw new AppError('PRECONDITION_FAILED', 'scim.versionMismatch');
}
