import type {
  TCreateSetTimesRequest,
  TDeleteSetTimesRequest,
  TGameSetTimes,
  TPublicSetTime,
  TPublicSetTimeResults,
  TPublicSetTimes,
  TSetTime,
  TSetTimeResults,
  TSetTimeResultsOverview,
  TUpdateSetTimeRequest,
  TUpdateSetTimesRequest,
} from '@rally/contracts/set-times';
import type { StrangersBoard } from './public-rounds.ts';
import type { RoundBoard } from './results-service.ts';
import type { NewRound, Round, RoundChange } from './service.ts';

/**
 * Rounds between the API's spelling (set times, `competitionId`, `settime`) and the code's (rounds
 * of a game), for the routes of `routes.ts` and `results-routes.ts`: requests in, answers out. A
 * refusal names the request's field, so the paths of its fields go in with each round.
 */

export const wireRound = ({ gameId, ...round }: Round): TSetTime => ({ ...round, competitionId: gameId });

const publicRound = ({ gameId: _, ...round }: Round): TPublicSetTime => round;

export const wireRounds = (rounds: Round[]) => rounds.map(wireRound);

export const wireBoard = ({ gameId, round, ...board }: RoundBoard): TSetTimeResults => ({
  ...board,
  competitionId: gameId,
  setTime: wireRound(round),
});

export const wirePublicBoard = ({ gameId: _, round, ...board }: StrangersBoard): TPublicSetTimeResults => ({
  ...board,
  setTime: publicRound(round),
});

export function wireOverview(overview: {
  gameId: string;
  teamRanking: TSetTimeResultsOverview['teamRanking'];
  rounds: { round: Round; frozen: boolean; teams: TSetTimeResultsOverview['rounds'][number]['teams'] }[];
}): TSetTimeResultsOverview {
  return {
    competitionId: overview.gameId,
    teamRanking: overview.teamRanking,
    rounds: overview.rounds.map(({ round, ...rest }) => ({ setTime: wireRound(round), ...rest })),
  };
}

export const wireGameRounds = (g: {
  gameId: string;
  current: Round | null;
  rounds: Round[];
  currentBoard: RoundBoard | null;
}): TGameSetTimes => ({
  competitionId: g.gameId,
  current: g.current && wireRound(g.current),
  settimes: wireRounds(g.rounds),
  currentBoard: g.currentBoard && wireBoard(g.currentBoard),
});

export const wirePublicRounds = (p: {
  current: Round | null;
  rounds: Round[];
  currentBoard: StrangersBoard | null;
}): TPublicSetTimes => ({
  current: p.current && publicRound(p.current),
  settimes: p.rounds.map(publicRound),
  currentBoard: p.currentBoard && wirePublicBoard(p.currentBoard),
});

/** `POST /settimes`: the game and its new rounds. */
export const roundsToAdd = (body: TCreateSetTimesRequest): { gameId: string; rounds: NewRound[] } => ({
  gameId: body.competitionId,
  rounds: body.settime.map((r, i) => ({
    name: r.name,
    startsOn: r.startDate,
    endsOn: r.endDate,
    path: `settime.${i}.`,
  })),
});

type WireChange = TUpdateSetTimesRequest['settime'][number];

const change = (c: WireChange, path: string): RoundChange => ({
  id: c.settime_id,
  idPath: `${path}settime_id`,
  name: c.name,
  startsOn: c.startDate,
  endsOn: c.endDate,
  path,
});

/** `PUT /settimes/all/{id}`: the changes, each at its place in the list. */
export const roundChanges = (body: TUpdateSetTimesRequest): RoundChange[] =>
  body.settime.map((c, i) => change(c, `settime.${i}.`));

/**
 * `PUT /settimes/{id}`: the one change, which may name its round (`settime_id`, to match the path's).
 * Its fields are named as the first of a list, as the change of several rounds names them.
 */
export const roundChange = ({ settime: c }: TUpdateSetTimeRequest) => ({
  id: c.settime_id,
  idPath: 'settime.settime_id',
  name: c.name,
  startsOn: c.startDate,
  endsOn: c.endDate,
  path: 'settime.0.',
});

/** `DELETE /settimes/all/{id}` */
export const roundsToDelete = (body: TDeleteSetTimesRequest) => ({
  ids: body.settime_ids,
  idsPath: 'settime_ids',
});
