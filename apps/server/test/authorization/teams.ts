import { teamMembers } from '../../src/db/schema/index.ts';
import { createUser } from '../../src/seed/factories.ts';
import { insertTeam } from '../content-fixtures.ts';
import { gameFor, organisers, readers } from './games.ts';
import type { Table, Target } from './table.ts';
import type { World } from './world.ts';

/** A game of the target's company with a team holding a fresh player; the player's group-user id. */
async function memberFor(w: World, target: Target) {
  const { game, team } = await gameFor(w, target);
  const user = await createUser(w.t.db, { companyId: w.companyOf(target) });
  const [member] = await w.t.db
    .insert(teamMembers)
    .values({ companyId: game.companyId, gameId: game.id, teamId: team.id, userId: user.id })
    .returning();
  if (!member) throw new Error('member not inserted');
  return { game, team, member };
}

/** Addresses the invitation calls use, one new one per call. */
let invited = 0;

/** Teams and players of a game. */
export const teamsTable: Table = {
  'GET /api/competition/:id/groups': {
    call: async (w, _c, target) => ({ url: `/api/competition/${(await gameFor(w, target)).game.id}/groups` }),
    expect: readers(200),
  },
  'POST /api/group/add': {
    call: async (w, _c, target) => ({
      url: '/api/group/add',
      payload: { group: { competitionId: (await gameFor(w, target)).game.id, name: 'Matrix team' } },
    }),
    expect: organisers(201),
  },
  'POST /api/group/update': {
    call: async (w, _c, target) => ({
      url: '/api/group/update',
      payload: { group: { id: (await gameFor(w, target)).team.id, name: 'Renamed' } },
    }),
    expect: organisers(200),
  },
  'POST /api/group/deleteGroupCompetition': {
    call: async (w, _c, target) => ({
      url: '/api/group/deleteGroupCompetition',
      payload: { groupId: (await gameFor(w, target)).team.id },
    }),
    expect: organisers(204),
  },
  'POST /api/group/deleteGroupUser': {
    call: async (w, _c, target) => ({
      url: '/api/group/deleteGroupUser',
      payload: { groupUserId: (await memberFor(w, target)).member.id },
    }),
    expect: organisers(204),
  },
  'PUT /api/group/groupuser/:id': {
    call: async (w, _c, target) => {
      const { game, member } = await memberFor(w, target);
      const other = await insertTeam(w.t.db, game);
      return { url: `/api/group/groupuser/${member.id}`, payload: { groupId: other.id } };
    },
    expect: organisers(204),
  },
  'GET /api/user/competition/notExisting/:id/:isAll': {
    call: async (w, _c, target) => ({
      url: `/api/user/competition/notExisting/${(await gameFor(w, target)).game.id}/1`,
    }),
    expect: organisers(200),
    verify: (answer, caller) => {
      if (caller !== 'company_admin') return undefined;
      const companies = new Set((answer.json() as { companyName: string }[]).map((u) => u.companyName));
      return [...companies].every((c) => c === 'Own Co') ? undefined : `sees ${[...companies].join()}`;
    },
  },
  'POST /api/competition/add/existing/user': {
    call: async (w, _c, target) => {
      const { game, team } = await gameFor(w, target);
      const user = await createUser(w.t.db, { companyId: w.companyOf(target) });
      return {
        url: '/api/competition/add/existing/user',
        payload: { data: { competitionId: game.id, groupId: team.id, userIds: [user.id] } },
      };
    },
    expect: organisers(200),
    verify: (answer, caller) => {
      if (caller !== 'admin' && caller !== 'company_admin') return undefined;
      const added = (answer.json() as { added: number }).added;
      return added === 1 ? undefined : `added ${added}`;
    },
  },
  'POST /api/group/invite': {
    call: async (w, _c, target) => {
      const { game, team } = await gameFor(w, target);
      invited++;
      return {
        url: '/api/group/invite',
        payload: {
          data: {
            competitionId: game.id,
            groupId: team.id,
            invitees: [{ email: `invitee${invited}@matrix.example` }],
          },
        },
      };
    },
    expect: organisers(200),
    verify: (answer, caller) => {
      if (caller !== 'admin' && caller !== 'company_admin') return undefined;
      const { added, created } = answer.json() as { added: number; created: number };
      return added === 1 && created === 1 ? undefined : `added ${added}, created ${created}`;
    },
  },
  'POST /api/group/copy': {
    call: async (w, _c, target) => ({
      url: '/api/group/copy',
      payload: {
        fromCompetitionId: (await gameFor(w, target)).game.id,
        toCompetitionId: (await gameFor(w, target)).game.id,
        withPlayers: true,
      },
    }),
    expect: organisers(200),
  },
};
