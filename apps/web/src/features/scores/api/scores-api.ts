import { ZGameResults, ZLeaderboard, ZParticipantPage, ZTeamStandings } from '@rally/contracts/scores';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';
import { KEEP_OFFLINE } from '../../../lib/offline-cache.ts';
import {
  scoreKeys,
  type TLeaderboardParams,
  type TParticipantParams,
  type TStandingsRange,
} from '../../../lib/play-keys.ts';
import { tablePageQueryOptions } from '../../../lib/table-page-query.ts';

const gamePath = (gameId: string, rest: string) => `/game/${encodeURIComponent(gameId)}/${rest}`;

/** `GET /game/{id}/group`: the teams ranked, over the whole game or a range of its days. */
export const standingsQueryOptions = (gameId: string, range: TStandingsRange = {}) =>
  queryOptions({
    meta: KEEP_OFFLINE,
    queryKey: scoreKeys.standings(gameId, range),
    queryFn: ({ signal }) =>
      request(gamePath(gameId, 'group'), { query: range, schema: ZTeamStandings, signal }),
    placeholderData: keepPreviousData,
  });

export const useTeamStandings = (gameId: string, range: TStandingsRange = {}) =>
  useQuery(standingsQueryOptions(gameId, range));

/** `GET /game/{id}/leaderboard`: the top players and the caller's own place. */
export const leaderboardQueryOptions = (gameId: string, params: TLeaderboardParams) =>
  queryOptions({
    queryKey: scoreKeys.leaderboard(gameId, params),
    queryFn: ({ signal }) =>
      request(gamePath(gameId, 'leaderboard'), { query: params, schema: ZLeaderboard, signal }),
    placeholderData: keepPreviousData,
  });

export const useLeaderboard = (gameId: string, params: TLeaderboardParams) =>
  useQuery(leaderboardQueryOptions(gameId, params));

/** The top of the board a player's home shows above their own place (`MyPlace`); kept offline. */
export const myPlaceQueryOptions = (gameId: string) => ({
  ...leaderboardQueryOptions(gameId, { limit: 3 }),
  meta: KEEP_OFFLINE,
});

/** `GET /game/{id}/results`: logs and points per day, and who has not started (organisers, clients). */
export const gameResultsQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: scoreKeys.results(gameId),
    queryFn: ({ signal }) => request(gamePath(gameId, 'results'), { schema: ZGameResults, signal }),
  });

export const useGameResults = (gameId: string) => useQuery(gameResultsQueryOptions(gameId));

/** `GET /game/{id}/participants`: the judge view, one server page at a time. */
export const participantsQueryOptions = (gameId: string, params: TParticipantParams) =>
  tablePageQueryOptions(
    scoreKeys.participants(gameId, params),
    gamePath(gameId, 'participants'),
    params,
    ZParticipantPage,
  );

export const useParticipants = (gameId: string, params: TParticipantParams, enabled = true) =>
  useQuery({ ...participantsQueryOptions(gameId, params), enabled });
