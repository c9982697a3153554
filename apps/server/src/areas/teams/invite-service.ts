import type { TInviteToTeamRequest } from '@rally/contracts/teams';
import type { Executor } from '../../db/client.ts';
import type { Scope } from '../../lib/scope.ts';
import type { Mailer } from '../../mail/outbox.ts';
import { lockEditableGame } from '../games/service.ts';
import { usersForInvitees } from '../users/player-invites.ts';
import { addPlayers } from './players-service.ts';
import { teamOfGame } from './service.ts';

/**
 * `POST /group/invite`: players by e-mail into one team of a game, all in the route's transaction
 * (the wizard's teams step sent a user at a time, so a failure half-way left users made and in no
 * team). New addresses become invited players of the game's company (the plan's users checked once
 * for all), the company's users join, by the one way players join a game (`addPlayers`); who could
 * not be added is reported by address.
 */
export async function inviteToTeam(opts: {
  tx: Executor;
  scope: Scope;
  mailer: Mailer;
  appUrl: string;
  /** The request names the team at `data.groupId` and the invitees at `data.invitees`: refusals say so. */
  invite: { gameId: string; teamId: string; invitees: TInviteToTeamRequest['data']['invitees'] };
}) {
  const { tx, scope, invite: data } = opts;
  const game = await lockEditableGame(tx, scope, data.gameId);
  const team = await teamOfGame(tx, scope, game.id, data.teamId, 'data.groupId');
  const { userIds, created } = await usersForInvitees({
    tx,
    scope,
    companyId: game.companyId,
    invitees: data.invitees,
    path: (index) => `data.invitees.${index}.email`,
    mailer: opts.mailer,
    appUrl: opts.appUrl,
  });
  const result = await addPlayers({
    tx,
    scope,
    gameId: game.id,
    teamId: team.id,
    teamPath: 'data.groupId',
    userIds,
  });
  const emailOf = new Map(userIds.map((id, index) => [id, data.invitees[index]?.email ?? '']));
  return {
    added: result.added,
    created,
    skipped: result.skipped.map(({ userId, ...message }) => ({
      email: emailOf.get(userId) ?? '',
      ...message,
    })),
  };
}
