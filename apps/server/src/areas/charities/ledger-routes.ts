import { ZCharityLedger, ZCharityTotalList } from '@rally/contracts/charities';
import type { FastifyInstance } from 'fastify';
import { callerOf, errorResponses, errors, idParams } from '../../lib/route-kit.ts';
import { areaRoutes, operations } from '../../lib/route-table.ts';
import { charityLedger } from './ledger.ts';
import { listCharityTotals } from './service.ts';

/** The charity ledger: what games raise, per game for everyone in it, over all games for platform admins. */
export async function charityLedgerRoutes(app: FastifyInstance) {
  // Shown wherever the game's standings are: organisers, clients and the game's players.
  const { r, read } = areaRoutes(
    app,
    { tags: ['charities'], access: { read: ['read', 'Leaderboard'] } },
    ops,
  );
  r.get('/game/:id/charities', read('ofGame'), async (request) => {
    const gameId = request.params.id;
    return { competitionId: gameId, charities: await charityLedger({ ...callerOf(app, request), gameId }) };
  });
  r.get('/charity/totals', read('totals'), () => listCharityTotals({ db: app.db }));
}

const ops = operations({
  ofGame: {
    schema: { params: idParams, response: { 200: ZCharityLedger, ...errors } },
    summary: 'What a game has raised for its charities',
    description:
      "Per charity of the game: the pledge per point, the cap, the team points counted, the amount raised and whether the cap is reached. A team supports the charities it chose, or all of the game's when it chose none; its points are split equally among the charities it supports. Raised = min(cap, pledge × points counted), in whole cents.",
  },
  totals: {
    schema: { response: { 200: ZCharityTotalList, ...errorResponses(401, 403) } },
    access: ['manage', 'Charity'],
    summary: 'What all games have raised per charity',
    description:
      "Every charity of the platform's list with what the games of every company have raised for it so far, one sum per currency, and how many games pledge to it in that currency. Platform admins only.",
  },
});
