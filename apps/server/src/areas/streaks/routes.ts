import { ZStreaks } from '@rally/contracts/streaks';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { callerOf, errors } from '../../lib/route-kit.ts';
import { areaRoutes, gameContent, operations } from '../../lib/route-table.ts';
import { getPlayerStreaks } from './service.ts';

/** Streaks: days in a row a player logged in a game, in their own zone (ADR 0028). */
export async function streakRoutes(app: FastifyInstance) {
  const { r, read } = areaRoutes(app, { tags: ['streaks'], access: gameContent }, ops);
  r.get('/game/:id/players/:userId/streaks', read('ofPlayer'), (request) =>
    getPlayerStreaks({ ...callerOf(app, request), gameId: request.params.id, userId: request.params.userId }),
  );
}

const ops = operations({
  ofPlayer: {
    schema: {
      params: z.object({ id: z.uuid(), userId: z.uuid() }),
      response: { 200: ZStreaks, ...errors },
    },
    summary: "A player's streaks in a game",
    description:
      "Days in a row with at least one approved log, for the player and per behaviour: the current streak, the longest, whether today is logged or still open, and the freezes left in today's round. Days count in the player's own time zone (the game's until they set one); only the game's counting weekdays count, and a missed counting day spends a freeze of its round while one is left. Computed from the logs on every read, so approvals, rejections, undos and backdated logs show at once. A player reads their own; organisers any player of their company's games.",
    refuses: {
      404: "the game does not exist or is another company's, the player does not play in it, or (for a player) it is someone else",
    },
  },
});
