import type { APIRequestContext } from '@playwright/test';
import { ZActivity } from '@rally/contracts/activities';
import { ZCompany } from '@rally/contracts/companies';
import { ZGameDetail } from '@rally/contracts/games';
import { ZLog } from '@rally/contracts/logs';
import { ZAddPlayersResponse, ZTeam } from '@rally/contracts/teams';
import { ZUser } from '@rally/contracts/users';
import { DEMO, DEMO_PASSWORD, unique, uniqueEmail } from './accounts.ts';
import { callApi, getToken, type TSchema } from './api.ts';
import { dayFromToday } from './game-setup.ts';
import { invitedUser } from './people.ts';

type Options = {
  /** The game's first day, in days from today (it runs to 30 days from today). */
  from?: number;
  /** Rounds, each from `from` to `to` days from today. */
  rounds?: { name: string; from: number; to: number }[];
};

/**
 * A running game of a company of the test's own (made through the API: not the test's subject),
 * so nothing another spec does moves its scores; its leaderboard shows players by full name. An
 * organiser, a player with a password (from their invitation) in team Larks, and a rival in team
 * Owls 30 points ahead (logged today). Its activity "Move more" has Walk to work (20 points) and Swim (30), which count at once, and Team
 * workout (50), which waits for an organiser's approval; `behaviour(name)` answers a behaviour's id.
 */
export async function runningGame(request: APIRequestContext, opts: Options = {}) {
  const admin = (await getToken(request, DEMO.admin, DEMO_PASSWORD)).accessToken;
  const company = await callApi(
    request,
    admin,
    {
      method: 'POST',
      path: '/companies',
      data: { name: `Play ${unique('Co')}`, stage: 'live', trialEndsAt: null },
    },
    { status: 201, schema: ZCompany },
  );
  const inCompany = { companyId: company.id };
  const organiserAccount = await invitedUser(request, admin, {
    role: 'company_admin',
    first: 'Olga',
    ...inCompany,
  });
  const organiser = await getToken(request, organiserAccount.email, organiserAccount.password);
  const call = <T>(path: string, data: unknown, schema: TSchema<T>, status = 201) =>
    callApi(request, organiser.accessToken, { method: 'POST', path, data }, { status, schema });

  const player = await invitedUser(request, admin, { role: 'player', first: 'Pia', ...inCompany });
  const game = await call(
    '/competition/add',
    {
      competition: {
        name: `Play ${unique('Game')}`,
        startDate: dayFromToday(opts.from ?? -3),
        endDate: dayFromToday(30),
        timezone: 'UTC',
        rules: { leaderboardShows: 'teams_and_individuals', leaderboardNames: 'full' },
      },
    },
    ZGameDetail,
  );
  const activity = await call(
    '/task/competition/subtask/add',
    {
      competitionId: game.id,
      name: 'Move more',
      subtasks: [
        { name: 'Walk to work', points: 20 },
        {
          name: 'Team workout',
          points: 50,
          requiresApproval: true,
          description: 'Any class of 30 minutes or more.',
        },
        { name: 'Swim', points: 30 },
      ],
    },
    ZActivity,
  );
  const behaviour = (name: string) => activity.subtasks.find((b) => b.name === name)?.id ?? '';
  const team = async (name: string, userId: string, color?: string) => {
    const made = await call('/group/add', { group: { competitionId: game.id, name, color } }, ZTeam);
    const data = { data: { competitionId: game.id, groupId: made.id, userIds: [userId] } };
    await call('/competition/add/existing/user', data, ZAddPlayersResponse, 200);
  };
  await team('Larks', player.id);
  const rival = await call(
    '/users',
    { fullName: `Rex ${unique('Rival')}`, email: uniqueEmail('rex'), role: 'player', sendInvitation: false },
    ZUser,
  );
  await team('Owls', rival.id, '#7950f2');
  if (opts.rounds) {
    const settime = opts.rounds.map((r) => ({
      name: r.name,
      startDate: dayFromToday(r.from),
      endDate: dayFromToday(r.to),
    }));
    await call('/settimes', { competitionId: game.id, settime }, { parse: (x: unknown) => x });
  }
  await call(`/competitions/${game.id}/status`, { status: 'active' }, ZGameDetail, 200);
  // The rival's 30 points, logged by the organiser on his behalf.
  if (rival)
    await call(`/game/${game.id}/performedtasks`, { behaviourId: behaviour('Swim'), userId: rival.id }, ZLog);
  return { organiser, game, player, rival, behaviour };
}
