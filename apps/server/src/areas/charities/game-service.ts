import type { CURRENCIES } from '@rally/contracts/charities';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { lockEditableGame, requireGame } from '../games/service.ts';
import { notifyBoardChanged } from '../scores/board-notify.ts';
import {
  deleteGameCharityRow,
  findGameCharity,
  type GameCharityRow,
  insertGameCharities,
  insertGameCharity,
  listGameCharityRows,
} from './game-queries.ts';
import { charityById } from './service.ts';

const toGameCharity = (c: GameCharityRow) => ({
  id: c.id,
  gameId: c.gameId,
  charityId: c.charityId,
  charityName: c.charityName,
  pledgePerPoint: c.pledgePerPoint,
  cap: c.cap,
  currency: c.currency as (typeof CURRENCIES)[number],
});

/** A game's pledge to a charity; the routes answer it in the API's words. */
export type GameCharity = ReturnType<typeof toGameCharity>;

/** A game's charity links as a copy carries them: what a template is saved from. */
export const readGameCharityLinks = (db: Executor, scope: Scope, gameId: string) =>
  listGameCharityRows(db, scope, gameId);

/** Charity links into a new game. */
export async function writeGameCharityLinks(
  tx: Executor,
  into: { companyId: string; gameId: string },
  links: { charityId: string; pledgePerPoint: number; cap: number | null; currency: string }[],
) {
  await insertGameCharities(
    tx,
    links.map((c) => ({ ...into, ...c })),
  );
}

/** `GET /competitioncharity?comp_id={id}`: the charities a game pledges to. */
export async function listGameCharities(opts: { db: Executor; scope: Scope; gameId: string }) {
  const game = await requireGame(opts.db, opts.scope, opts.gameId);
  return (await listGameCharityRows(opts.db, opts.scope, game.id)).map(toGameCharity);
}

/** `POST /competitioncharity`: links a charity of the platform's list to a game, once. */
export async function linkGameCharity(opts: {
  tx: Executor;
  scope: Scope;
  gameId: string;
  pledge: Omit<GameCharity, 'id' | 'gameId' | 'charityName'>;
}) {
  const fields = opts.pledge;
  const game = await lockEditableGame(opts.tx, opts.scope, opts.gameId);
  const charity = await charityById(opts.tx, fields.charityId);
  const row = await insertGameCharity(opts.tx, {
    ...fields,
    companyId: game.companyId,
    gameId: game.id,
  }).catch((err: unknown) => {
    if (isUniqueViolation(err)) throw conflict('charities.alreadyLinked', { name: charity.name });
    throw err;
  });
  // Boards showing the ledger read it again (a new charity appears on them).
  await notifyBoardChanged(opts.tx, game.id);
  const linked = row && (await findGameCharity(opts.tx, opts.scope, row.id));
  if (!linked) throw new Error('game charity not created');
  return toGameCharity(linked);
}

/**
 * `DELETE /competitioncharity/{id}` (draft games only): teams' choices of the charity go with the
 * link (foreign key cascade), so no team points at a charity the game no longer has.
 */
export async function unlinkGameCharity(opts: { tx: Executor; scope: Scope; id: string }) {
  const link = await findGameCharity(opts.tx, opts.scope, opts.id);
  if (!link) throw notFound('charities.linkNotFound');
  await lockEditableGame(opts.tx, opts.scope, link.gameId, 'structure');
  await deleteGameCharityRow(opts.tx, link.id);
  await notifyBoardChanged(opts.tx, link.gameId);
}
