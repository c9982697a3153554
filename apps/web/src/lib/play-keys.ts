import type { TReviewQuery } from '@rally/contracts/logs';
import type { ZLeaderboardQuery, ZParticipantQuery, ZStandingsQuery } from '@rally/contracts/scores';
import type { z } from 'zod';

export type TStandingsRange = z.output<typeof ZStandingsQuery>;
export type TLeaderboardParams = z.output<typeof ZLeaderboardQuery>;
export type TParticipantParams = z.output<typeof ZParticipantQuery>;

/**
 * The query keys of play: logs and the scores they make. Here, not in a feature, because each
 * side's changes refresh the other's screens (a decided log changes the standings; a live "scores
 * changed" signal refreshes the latest logs) and features do not import each other.
 */
export const logKeys = {
  all: ['logs'] as const,
  game: (gameId: string) => [...logKeys.all, gameId] as const,
  latest: (gameId: string, limit: number) => [...logKeys.game(gameId), 'latest', limit] as const,
  checklist: (gameId: string, userId: string | undefined, day: string | undefined) =>
    [...logKeys.game(gameId), 'checklist', userId ?? 'me', day ?? 'today'] as const,
  review: (gameId: string, query: TReviewQuery) => [...logKeys.game(gameId), 'review', query] as const,
  /** The game's feed (logs and rounds with kudos and comments): under the game's logs, so it moves with them. */
  feed: (gameId: string, scope: 'game' | 'team') => [...logKeys.game(gameId), 'feed', scope] as const,
  comments: (gameId: string, itemId: string) =>
    [...logKeys.game(gameId), 'feed', 'comments', itemId] as const,
  /** A player's streaks: made of their logs, so under the game's logs (a log or a review refreshes them). */
  streaks: (gameId: string, userId: string) => [...logKeys.game(gameId), 'streaks', userId] as const,
  /** A user's newest logs across their games (`/user/task/performedtasks/{id}`). */
  user: (userId: string, limit: number) => [...logKeys.all, 'user', userId, limit] as const,
};

export const scoreKeys = {
  all: ['scores'] as const,
  game: (gameId: string) => [...scoreKeys.all, gameId] as const,
  standings: (gameId: string, range: TStandingsRange) =>
    [...scoreKeys.game(gameId), 'standings', range] as const,
  leaderboard: (gameId: string, params: TLeaderboardParams) =>
    [...scoreKeys.game(gameId), 'leaderboard', params] as const,
  results: (gameId: string) => [...scoreKeys.game(gameId), 'results'] as const,
  /** A round's board (set times): under the game's scores, so live score changes refresh it too. */
  round: (gameId: string, setId: string) => [...scoreKeys.game(gameId), 'round', setId] as const,
  /** A user's games with their points and places (`/user/competition/group/{id}`). */
  userGames: (userId: string) => [...scoreKeys.all, 'user', userId] as const,
  participants: (gameId: string, params: TParticipantParams) =>
    [...scoreKeys.game(gameId), 'participants', params] as const,
};
