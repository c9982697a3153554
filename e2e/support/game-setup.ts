import type { APIRequestContext } from '@playwright/test';
import { ZActivity } from '@rally/contracts/activities';
import { ZGameDetail, ZGamePage } from '@rally/contracts/games';
import { ZKpi, ZTargetKpi } from '@rally/contracts/kpis';
import { ZLog } from '@rally/contracts/logs';
import { ZAddPlayersResponse, ZTeam } from '@rally/contracts/teams';
import { ZUser } from '@rally/contracts/users';
import { DEMO, DEMO_GAME, DEMO_PASSWORD, unique, uniqueEmail } from './accounts.ts';
import { callApi, getToken, type TSchema } from './api.ts';

/** A calendar day `days` from today, in UTC (the time zone of the games made here). */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The demo company's running game (`DEMO_GAME`), as the organiser signed in with `token` reads it. */
export async function demoGame(request: APIRequestContext, token: string) {
  const games = await callApi(
    request,
    token,
    { method: 'GET', path: '/competition/all', params: { q: DEMO_GAME } },
    { schema: ZGamePage },
  );
  const game = games.data.find((g) => g.name === DEMO_GAME);
  if (!game) throw new Error(`the demo game "${DEMO_GAME}" is not seeded`);
  return game;
}

type Behaviour = { name: string; points: number; requiresApproval?: boolean; maxPerDay?: number };

/**
 * A test's own game built through the API by the demo organiser: what an organiser flow needs in
 * place before the screen it tests (not its subject, so not clicked through). Each step is one call
 * of the API the web app uses; names get a unique tail, so tests never share what they make.
 */
export async function organiserApi(request: APIRequestContext) {
  const session = await getToken(request, DEMO.company_admin, DEMO_PASSWORD);
  const call = <T>(
    method: 'POST' | 'GET',
    path: string,
    data: unknown,
    schema: TSchema<T>,
    status = method === 'POST' ? 201 : 200,
  ) => callApi(request, session.accessToken, { method, path, data }, { status, schema });

  return {
    session,
    call,
    /** Players of the demo company, one per first name ("Ana Player-…"), not invited. */
    async players<const N extends readonly string[]>(firsts: N, tail = 'Player') {
      const made = [];
      for (const first of firsts) {
        const data = {
          fullName: `${first} ${unique(tail)}`,
          email: uniqueEmail(first.toLowerCase()),
          role: 'player',
          sendInvitation: false,
        };
        made.push(await call('POST', '/users', data, ZUser));
      }
      return made as { [K in keyof N]: (typeof made)[number] };
    },
    /** A draft game named `prefix` + a unique tail, from `from` to `to` days from today, in UTC. */
    game: (prefix: string, from: number, to: number) =>
      call(
        'POST',
        '/competition/add',
        {
          competition: {
            name: `${prefix} ${unique('Game')}`,
            startDate: dayFromToday(from),
            endDate: dayFromToday(to),
            timezone: 'UTC',
          },
        },
        ZGameDetail,
      ),
    /** An activity with its behaviours (a game starts with at least one). */
    activity: (gameId: string, name: string, subtasks: Behaviour[]) =>
      call('POST', '/task/competition/subtask/add', { competitionId: gameId, name, subtasks }, ZActivity),
    /** A team with these players in it. */
    async team(gameId: string, name: string, userIds: string[]) {
      const team = await call('POST', '/group/add', { group: { competitionId: gameId, name } }, ZTeam);
      await call(
        'POST',
        '/competition/add/existing/user',
        { data: { competitionId: gameId, groupId: team.id, userIds } },
        ZAddPlayersResponse,
        200,
      );
      return team;
    },
    /** A KPI (higher is better) with its game-wide target. */
    async kpi(gameId: string, kpi: { name: string; unit: string; weight: number }, target: number) {
      const made = await call('POST', '/kpi', { competitionId: gameId, ...kpi }, ZKpi);
      await call('POST', '/targets-kpi', { kpiId: made.id, target }, ZTargetKpi);
      return made;
    },
    /** The game running: players may log from now on. */
    start: (gameId: string) =>
      call('POST', `/competitions/${gameId}/status`, { status: 'active' }, ZGameDetail, 200),
    /** A behaviour logged by the organiser on a player's behalf (today unless `day`). */
    log: (gameId: string, behaviourId: string | undefined, userId: string, day = dayFromToday(0)) =>
      call('POST', `/game/${gameId}/performedtasks`, { behaviourId, userId, day }, ZLog),
  };
}
