import type { TReviewItem } from '@rally/contracts/logs';
import type { TGameResults, TLeaderboard, TParticipant, TTeamStandings } from '@rally/contracts/scores';
import { GAME_ID, uuid } from './game-fixtures.ts';

/** Test data: one row of the review queue as `GET /game/{id}/review` answers it. */
export const reviewItemOf = (n: number, overrides: Partial<TReviewItem> = {}): TReviewItem => ({
  id: uuid(100 + n),
  userId: uuid(200 + n),
  playerName: `Player ${n}`,
  teamId: uuid(300),
  teamName: 'Trailblazers',
  behaviourId: uuid(400),
  behaviourName: 'Join a team workout',
  activityName: 'Recharge',
  day: '2026-11-20',
  points: 50,
  status: 'pending',
  flagged: false,
  loggedBy: null,
  comment: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  decisions: [],
  ...overrides,
});

/** Test data: one row of the judge view as `GET /game/{id}/participants` answers it. */
export const participantOf = (n: number, overrides: Partial<TParticipant> = {}): TParticipant => ({
  userId: uuid(200 + n),
  fullName: `Player ${n}`,
  email: `player${n}@example.com`,
  teamId: uuid(300),
  teamName: 'Trailblazers',
  rank: n,
  points: 1000 - n * 10,
  logs: 40 - n,
  pending: 0,
  flagged: 0,
  lastActiveAt: '2026-11-22T18:00:00.000Z',
  ...overrides,
});

export const standingsOf = (): TTeamStandings => ({
  competitionId: GAME_ID,
  teamRanking: 'total',
  from: null,
  to: null,
  teams: [
    { id: uuid(300), name: 'Trailblazers', color: '#228be6', rank: 1, score: 1200, points: 1200, members: 4 },
    { id: uuid(301), name: 'Night Owls', color: '#7950f2', rank: 2, score: 900, points: 900, members: 4 },
  ],
});

export const leaderboardOf = (): TLeaderboard => ({
  competitionId: GAME_ID,
  from: null,
  to: null,
  players: 8,
  individuals: true,
  top: [
    {
      rank: 1,
      userId: uuid(201),
      name: 'Hugo Lefèvre',
      teamId: uuid(300),
      teamName: 'Trailblazers',
      points: 1410,
      isMe: false,
    },
  ],
  me: null,
});

export const resultsOf = (): TGameResults => ({
  competitionId: GAME_ID,
  days: [
    { day: '2026-11-01', logs: 12, points: 180 },
    { day: '2026-11-02', logs: 9, points: 140 },
  ],
  participation: { players: 8, started: 7, notStarted: 1 },
  notStarted: [{ userId: uuid(208), fullName: 'Jonas Keller', teamName: 'Night Owls' }],
});
