import type { Executor } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import type { Mailer, MailRequest } from '../../mail/outbox.ts';
import { languageOf } from '../../mail/templates.ts';
import { requireGame } from '../games/service.ts';
import { notify } from '../notifications/service.ts';
import { closeRound } from './closing.ts';
import * as q from './queries.ts';
import { frozenTeams } from './results-queries.ts';
import { requireSetTime, toSetTime } from './service.ts';

/** Where players land: their home shows the game's boards. */
const PLAYER_HOME = '/';

/**
 * `POST /settimes/{id}/close`: an organiser freezes a round now instead of at the end of its grace
 * window ("close now"; "freeze again" for a reopened one). Its results are stored as they stand, and
 * every player of the game hears the winning team(s) in the app and by e-mail (the outbox, in the
 * same transaction: nothing is announced unless the round froze). Teams only: team names are public
 * on every board, players' names follow the game's rules.
 */
export async function closeSetTimeNow(opts: {
  tx: Executor;
  scope: Scope;
  id: string;
  mailer: Mailer;
  appUrl: string;
  now?: Date;
}) {
  const { tx } = opts;
  const now = opts.now ?? new Date();
  const row = await requireSetTime(tx, opts.scope, opts.id);
  const game = await requireGame(tx, opts.scope, row.gameId, { forUpdate: true });
  if (game.status === 'archived') throw conflict('setTimes.gameLocked');
  const status = toSetTime(row, game.timezone, now).status;
  if (status === 'upcoming') throw conflict('setTimes.notStarted', { name: row.name });
  if (!(await closeRound(tx, row.id, now, true)))
    throw conflict('setTimes.alreadyFrozen', { name: row.name });

  const teams = await frozenTeams(tx, { gameId: game.id, setTimeId: row.id });
  const winners = teams
    .filter((team) => team.rank === 1)
    .map((team) => team.name)
    .join(', ');
  const players = await q.listGamePlayers(tx, game.id);
  const params = { game: game.name, round: row.name, winners };
  await notify(
    tx,
    players.map((p) => ({
      companyId: game.companyId,
      userId: p.id,
      type: 'roundClosed' as const,
      params,
      link: PLAYER_HOME,
    })),
  );
  await opts.mailer.enqueueMany(
    tx,
    players.map(
      (p): MailRequest<'roundResults'> => ({
        companyId: game.companyId,
        to: p.email,
        template: 'roundResults',
        language: languageOf(p.language),
        vars: { name: p.fullName, ...params, url: `${opts.appUrl}${PLAYER_HOME}` },
        // Once per freeze: a round reopened and frozen again is announced again.
        dedupeKey: `round:${row.id}:${now.toISOString()}:${p.id}`,
      }),
    ),
  );
  const [fresh] = await q.findSetTimes(tx, [row.id]);
  return toSetTime(fresh ?? row, game.timezone, now);
}
