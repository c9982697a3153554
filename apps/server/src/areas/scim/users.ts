import { SCIM, SCIM_MAX_COUNT, type TScimPatchOperation, type TScimUserInput } from '@rally/contracts/scim';
import type { Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { CompanyKey } from '../../plugins/types.ts';
import { createDirectoryUser, deleteDirectoryUser, updateDirectoryUser } from '../users/directory-service.ts';
import { parseScimFilter } from './filter.ts';
import { applyPatch } from './patch.ts';
import { findScimUser, listScimUsers, type ScimUserRow, saveIdentity } from './queries.ts';
import { checkIfMatch, stateOfInput, stateOfRow, storedOf, toScimUser } from './state.ts';

/**
 * The SCIM Users of a token's company (decision 0036). Every write goes through the users area
 * (its rules, its one disable path, its events); what SCIM says beyond Rally's columns is kept as
 * the user's SCIM identity. Another company's user reads as 404, like one that does not exist.
 */
type Context = { key: CompanyKey; baseUrl: string };
type Write = Context & { tx: Executor; ifMatch?: string | undefined };

const userNotFound = () => notFound('users.notFound');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function reachable(db: Executor, key: CompanyKey, id: string, lock = false) {
  const row = UUID.test(id) ? await findScimUser(db, key.companyId, id, { lock }) : undefined;
  if (!row) throw userNotFound();
  return row;
}

/** The resource as written: read back, so the answer and its version are what a later GET sees. */
const written = async (opts: Context & { tx: Executor }, id: string) =>
  toScimUser(await reachable(opts.tx, opts.key, id), opts.baseUrl);

function checkSchemas(schemas: string[] | undefined, expected: string) {
  if (schemas && !schemas.includes(expected)) throw new AppError('VALIDATION', 'scim.invalidSyntax');
}

export async function getScimUser(opts: Context & { db: Executor; id: string }) {
  return toScimUser(await reachable(opts.db, opts.key, opts.id), opts.baseUrl);
}

/** `GET /Users`: 1-based `startIndex`, `count` at most SCIM_MAX_COUNT (RFC 7644 section 3.4.2.4). */
export async function listScimUserPage(
  opts: Context & {
    db: Executor;
    filter?: string | undefined;
    startIndex?: number | undefined;
    count?: number | undefined;
  },
) {
  const match = parseScimFilter(opts.filter);
  const startIndex = Math.max(1, opts.startIndex ?? 1);
  const limit = Math.min(SCIM_MAX_COUNT, Math.max(0, opts.count ?? SCIM_MAX_COUNT));
  const { rows, total } = await listScimUsers(opts.db, opts.key.companyId, {
    match,
    offset: startIndex - 1,
    limit,
  });
  return {
    schemas: [SCIM.listResponse],
    totalResults: total,
    startIndex,
    itemsPerPage: rows.length,
    Resources: rows.map((row) => toScimUser(row, opts.baseUrl)),
  };
}

/** `POST /Users`: a new player of the token's company (no invitation mail: see decision 0036). */
export async function createScimUser(opts: Write & { input: TScimUserInput }) {
  checkSchemas(opts.input.schemas, SCIM.user);
  const { user, identity } = storedOf(stateOfInput(opts.input), 'all');
  const id = await createDirectoryUser(opts.tx, opts.key.companyId, user);
  await saveIdentity(opts.tx, opts.key.companyId, id, identity);
  return written(opts, id);
}

async function store(opts: Write, row: ScimUserRow, stored: ReturnType<typeof storedOf>) {
  await updateDirectoryUser(opts.tx, row, stored.user);
  await saveIdentity(opts.tx, opts.key.companyId, row.id, stored.identity);
  return written(opts, row.id);
}

/** The user, locked, when `If-Match` names its current version (else 412). */
async function current(opts: Write, id: string) {
  const row = await reachable(opts.tx, opts.key, id, true);
  checkIfMatch(opts.ifMatch, toScimUser(row, opts.baseUrl).meta.version ?? '');
  return row;
}

/** `PUT /Users/{id}`: the directory's whole view of the user replaces Rally's. */
export async function replaceScimUser(opts: Write & { id: string; input: TScimUserInput }) {
  checkSchemas(opts.input.schemas, SCIM.user);
  const row = await current(opts, opts.id);
  return store(opts, row, storedOf(stateOfInput(opts.input), 'all'));
}

/** `PATCH /Users/{id}`: the operations over the user as stored; `active: false` disables at once. */
export async function patchScimUser(
  opts: Write & { id: string; input: { schemas?: string[] | undefined; Operations: TScimPatchOperation[] } },
) {
  checkSchemas(opts.input.schemas, SCIM.patchOp);
  const row = await current(opts, opts.id);
  const state = stateOfRow(row);
  const changed = applyPatch(state, opts.input.Operations);
  return store(opts, row, storedOf(state, changed));
}

/** `DELETE /Users/{id}`: the user goes with everything of theirs, as from the users screen. */
export async function deleteScimUser(opts: Write & { id: string }) {
  const row = await current(opts, opts.id);
  await deleteDirectoryUser(opts.tx, row);
}
