import { gameFor } from './games.ts';
import { reporters } from './scores.ts';
import type { Answer, Table } from './table.ts';

/** The dashboards are team-wise: no answer carries an e-mail address. */
const noEmails = (answer: Answer) =>
  answer.statusCode === 200 && JSON.stringify(answer.json()).includes('@')
    ? 'answer holds an e-mail address'
    : undefined;

/** Reports and the dashboards' game figures. */
export const reportsTable: Table = {
  'GET /api/competitionreport': {
    call: async (w, _c, target) => ({
      url: `/api/competitionreport?competition_id=${(await gameFor(w, target, 'active')).game.id}`,
    }),
    expect: reporters(200),
  },
  'GET /api/dashboard/gameoverview': {
    call: async (w, _c, target) => ({
      url: `/api/dashboard/gameoverview?competition_id=${(await gameFor(w, target, 'active')).game.id}`,
    }),
    expect: reporters(200),
    verify: noEmails,
  },
  'GET /api/dashboard/currentgames': {
    call: () => ({ url: '/api/dashboard/currentgames' }),
    expect: { admin: 200, company_admin: 200, client: 200, player: 403, anonymous: 401 },
    verify: noEmails,
  },
};
