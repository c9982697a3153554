import type { Db, Executor } from '../../db/client.ts';
import { invalid } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { lockEditableGame, requireGame } from '../games/service.ts';
import { findMediaItems, toMedia, usableByCompany } from '../media/service.ts';
import * as q from './queries.ts';

/** The media items a game's quiz is made of, in the game's order, as the caller may read them. */
async function chosenMedia(db: Executor, scope: Scope, gameId: string) {
  const ids = await q.gameMediaIds(db, gameId);
  const rows = await findMediaItems(db, ids);
  const byId = new Map(rows.map((r) => [r.media.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toMedia(row, scope)] : [];
  });
}

/** `GET /competition/{id}/quiz-media` */
export async function getGameQuizMedia(opts: { db: Db; scope: Scope; id: string }) {
  const game = await requireGame(opts.db, opts.scope, opts.id);
  return { result: await chosenMedia(opts.db, opts.scope, game.id) };
}

/**
 * `PUT /competition/{id}/quiz-media`: the game's quiz media, replaced as a whole (in the order
 * given). Each item must be the game's company's own or global; a finished game keeps its quiz.
 */
export async function setGameQuizMedia(opts: {
  tx: Executor;
  scope: Scope;
  id: string;
  input: { mediaIds: string[] };
}) {
  const { tx, scope } = opts;
  const game = await lockEditableGame(tx, scope, opts.id);
  const ids = [...new Set(opts.input.mediaIds)];
  if (!(await usableByCompany(tx, game.companyId, ids))) throw invalid('mediaIds', 'media.notFound');
  await q.replaceGameMedia(tx, { companyId: game.companyId, gameId: game.id, mediaIds: ids });
  return { result: await chosenMedia(tx, scope, game.id) };
}
