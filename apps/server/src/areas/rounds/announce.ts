import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { games, setTimes } from '../../db/schema/index.ts';
import type { Jobs } from '../../jobs/index.ts';
import type { Mailer, MailRequest } from '../../mail/outbox.ts';
import { languageOf } from '../../mail/templates.ts';
import { isTrialCapError } from '../../mail/trial-cap.ts';
import { emitChatPost } from '../chat-posts/events.ts';
import { notify } from '../notifications/service.ts';
import { pushToUsers } from '../push/service.ts';
import { rulesOf, shownName, showsIndividuals } from '../scores/privacy.ts';
import * as q from './queries.ts';
import { frozenTeams, frozenWinners, type ResultSet } from './results-queries.ts';

/** The job that tells a frozen round's players who won; enqueued by every freeze (`closeRound`). */
export const ROUND_ANNOUNCE_JOB = 'rounds.announce';
export type RoundAnnouncement = { setTimeId: string; frozenAt: string };

/** Where players land: their home shows the game's boards. */
const PLAYER_HOME = '/';
/** Tied first places named at most: a round everyone tied names no one in particular. */
const MAX_NAMED = 10;

/**
 * Who won a frozen round, as every player may see it (DESIGN section 2, `privacy.ts`): the first
 * team(s) where several teams compete, and the first player(s) where the game shows individuals by
 * name (full or initials). A game played in one team (a single default team) so names its players;
 * one whose rules show neither names its team, the only thing they let players see.
 *
 * Null when nobody scored in the round: every team would tie first with 0 points, and naming them
 * all winners tells players something false. Such a round is announced as having no winner.
 */
async function roundWinners(tx: Executor, set: ResultSet, rules: ReturnType<typeof rulesOf>) {
  const teams = await frozenTeams(tx, set);
  if (!teams.some((team) => team.points > 0)) return null;
  const firstTeams = teams.filter((team) => team.rank === 1).map((team) => team.name);
  const named = showsIndividuals(rules) && rules.leaderboardNames !== 'none';
  const players = named ? await frozenWinners(tx, set, MAX_NAMED) : [];
  const firstPlayers = players
    .map((p) => shownName(p.fullName, rules))
    .filter((name): name is string => name !== null);
  const winners = [...(teams.length > 1 || firstPlayers.length === 0 ? firstTeams : []), ...firstPlayers];
  return winners.slice(0, MAX_NAMED).join(', ');
}

/**
 * Tells every player of the round's game who won, in the app, by e-mail (the outbox) and by Web Push
 * on the devices they allowed it, once per freeze: a round reopened since (or frozen again, which
 * announces itself) is not announced for a freeze that no longer stands.
 */
export async function announceRoundClosed(
  tx: Executor,
  deps: { mailer: Mailer; appUrl: string; log?: { warn: (o: object, m: string) => void } },
  { setTimeId, frozenAt }: RoundAnnouncement,
) {
  const [round] = await tx
    .select({
      name: setTimes.name,
      gameId: setTimes.gameId,
      closedAt: setTimes.closedAt,
      game: games.name,
      companyId: games.companyId,
      rules: games.rules,
    })
    .from(setTimes)
    .innerJoin(games, eq(games.id, setTimes.gameId))
    .where(eq(setTimes.id, setTimeId));
  if (!round || round.closedAt?.toISOString() !== frozenAt) return 0;
  const set = { gameId: round.gameId, setTimeId };
  const winners = await roundWinners(tx, set, rulesOf(round));
  const players = await q.listGamePlayers(tx, round.gameId);
  // The game's chat, once per freeze too, with the winners as every player may see them.
  await emitChatPost(tx, round.gameId, {
    event: 'round.results',
    game: round.game,
    round: round.name,
    winners,
  });
  // Nobody scored: no winner to name, and a text that says so (the client words each type).
  const type = winners === null ? 'roundClosedNoPoints' : 'roundClosed';
  const params = { game: round.game, round: round.name, ...(winners === null ? {} : { winners }) };
  await notify(
    tx,
    players.map((p) => ({
      companyId: round.companyId,
      userId: p.id,
      type,
      params,
      link: PLAYER_HOME,
    })),
  );
  // And on the phones of players who allowed it: one durable job per device, sent after commit.
  await pushToUsers(tx, {
    key: `round:${setTimeId}:${frozenAt}`,
    users: players.map((p) => ({ id: p.id, language: p.language })),
    type,
    params,
    link: PLAYER_HOME,
  });
  const template = winners === null ? 'roundResultsNoPoints' : 'roundResults';
  const mails = players.map(
    (p): MailRequest<typeof template> => ({
      companyId: round.companyId,
      to: p.email,
      template,
      language: languageOf(p.language),
      vars: { name: p.fullName, ...params, url: `${deps.appUrl}${PLAYER_HOME}` },
      dedupeKey: `round:${setTimeId}:${frozenAt}:${p.id}`,
      // A game's news: a player may stop it (decision 0032).
      optOut: { userId: p.id, category: 'notices' },
    }),
  );
  try {
    await deps.mailer.enqueueMany(tx, mails);
  } catch (err) {
    // A trial company past its daily mail cap: the players still hear it in the app.
    if (!isTrialCapError(err)) throw err;
    deps.log?.warn({ setTimeId }, 'round results not mailed: trial mail cap');
  }
  return players.length;
}

/** Announcements run in whichever process claims them, each in one transaction (jobs/, ADR 0013). */
export function defineRoundAnnounceJob(deps: { jobs: Jobs; mailer: Mailer; appUrl: string }) {
  deps.jobs.define<RoundAnnouncement>(ROUND_ANNOUNCE_JOB, async ({ payload, db, log }) => {
    await db.transaction((tx) => announceRoundClosed(tx, { ...deps, log }, payload));
  });
}
