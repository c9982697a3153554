import type { TCharity, ZCreateCharityRequest, ZUpdateCharityRequest } from '@rally/contracts/charities';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { charityTotals } from './ledger.ts';
import {
  type CharityRow,
  countLinkedGames,
  deleteCharityRow,
  findCharity,
  insertCharity,
  listCharityRows,
  updateCharityRow,
} from './queries.ts';

const toCharity = (c: CharityRow): TCharity => ({
  id: c.id,
  name: c.name,
  description: c.description,
  website: c.website,
  logoUrl: c.logoUrl,
});

export async function charityById(db: Executor, id: string) {
  const charity = await findCharity(db, id);
  if (!charity) throw notFound('charities.notFound');
  return charity;
}

/** `GET /charity`: the platform's list, by name. */
export async function listCharities(opts: { db: Executor }) {
  return (await listCharityRows(opts.db)).map(toCharity);
}

/** `POST /charity` (platform admins) */
export async function createCharity(opts: { tx: Executor; input: z.output<typeof ZCreateCharityRequest> }) {
  const row = await insertCharity(opts.tx, opts.input);
  if (!row) throw new Error('charity not created');
  return toCharity(row);
}

/** `PUT /charity/{id}` (platform admins) */
export async function updateCharity(opts: {
  tx: Executor;
  id: string;
  input: z.output<typeof ZUpdateCharityRequest>;
}) {
  const charity = await charityById(opts.tx, opts.id);
  return toCharity((await updateCharityRow(opts.tx, charity.id, opts.input)) ?? charity);
}

/** `DELETE /charity/{id}` (platform admins): a charity some game pledges to stays until the games unlink it. */
export async function deleteCharity(opts: { tx: Executor; id: string }) {
  const charity = await charityById(opts.tx, opts.id);
  const games = await countLinkedGames(opts.tx, charity.id);
  if (games > 0) {
    throw conflict('charities.stillLinked', { name: charity.name, games });
  }
  await deleteCharityRow(opts.tx, charity.id);
}

/** `GET /charity/totals` (platform admins): the list, each charity with what all games raised for it. */
export async function listCharityTotals(opts: { db: Executor }) {
  return charityTotals({ db: opts.db, names: await listCharityRows(opts.db) });
}
