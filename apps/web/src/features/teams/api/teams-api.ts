import {
  type TInvitee,
  type TTeam,
  ZAddPlayersResponse,
  ZAvailableUserList,
  ZCopyResponse,
  type ZCopyTeamsRequest,
  type ZCreateTeamRequest,
  ZInviteToTeamResponse,
  ZTeam,
  ZTeamList,
  type ZUpdateTeamRequest,
} from '@rally/contracts/teams';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/api-client.ts';
import { charityKeys } from '../../../lib/charity-keys.ts';
import { gameKeys } from '../../../lib/game-keys.ts';
import { useInvalidateQueries } from '../../../lib/invalidate-queries.ts';
import { useOptimisticCache } from '../../../lib/optimistic-cache.ts';

export const teamKeys = {
  all: ['teams'] as const,
  list: (gameId: string) => [...teamKeys.all, gameId] as const,
  available: (gameId: string, all: boolean, q: string) =>
    [...teamKeys.all, gameId, 'available', all, q] as const,
};

export const gameTeamsQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: teamKeys.list(gameId),
    queryFn: () => request(`/competition/${encodeURIComponent(gameId)}/groups`, { schema: ZTeamList }),
  });

export const useGameTeams = (gameId: string) => useQuery(gameTeamsQueryOptions(gameId));

/** Users not yet in the game; `all` reaches every company (platform admins only). */
export const useAvailablePlayers = (gameId: string, all: boolean, q: string, enabled: boolean) =>
  useQuery({
    queryKey: teamKeys.available(gameId, all, q),
    queryFn: ({ signal }) =>
      request(`/user/competition/notExisting/${encodeURIComponent(gameId)}/${all ? 1 : 0}`, {
        query: { q: q || undefined },
        schema: ZAvailableUserList,
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });

/** Every team change also changes the game's counts (teams, players) that the game screens show. */
const useInvalidate = (gameId: string) =>
  useInvalidateQueries([teamKeys.list(gameId), gameKeys.detail(gameId)]);

export function useCreateTeam(gameId: string) {
  const onSuccess = useInvalidate(gameId);
  return useMutation({
    mutationFn: (group: z.input<typeof ZCreateTeamRequest>['group']) =>
      request('/group/add', { method: 'POST', body: { group }, schema: ZTeam }),
    onSuccess,
  });
}

export function useUpdateTeam(gameId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate(gameId);
  // A changed choice of charities changes what the game raises for each.
  const onSuccess = () =>
    Promise.all([invalidate(), queryClient.invalidateQueries({ queryKey: charityKeys.ledger(gameId) })]);
  return useMutation({
    mutationFn: (group: z.input<typeof ZUpdateTeamRequest>['group']) =>
      request('/group/update', { method: 'POST', body: { group }, schema: ZTeam }),
    onSuccess,
  });
}

export function useDeleteTeam(gameId: string) {
  const onSuccess = useInvalidate(gameId);
  return useMutation({
    mutationFn: (groupId: string) =>
      request('/group/deleteGroupCompetition', { method: 'POST', body: { groupId } }),
    onSuccess,
  });
}

export function useRemovePlayer(gameId: string) {
  const onSuccess = useInvalidate(gameId);
  return useMutation({
    mutationFn: (groupUserId: string) =>
      request('/group/deleteGroupUser', { method: 'POST', body: { groupUserId } }),
    onSuccess,
  });
}

type TMove = { playerId: string; teamId: string };

/** Moves at once in the cache, so a dropped card stays where it was dropped; undone on failure. */
export function useMovePlayer(gameId: string) {
  const optimistic = useOptimisticCache<TTeam[], TMove>(
    teamKeys.list(gameId),
    (before, { playerId, teamId }) => before && movedLocally(before, playerId, teamId),
  );
  return useMutation({
    mutationFn: ({ playerId, teamId }: TMove) =>
      request(`/group/groupuser/${encodeURIComponent(playerId)}`, {
        method: 'PUT',
        body: { groupId: teamId },
      }),
    ...optimistic,
  });
}

function movedLocally(teams: TTeam[], playerId: string, teamId: string): TTeam[] {
  const player = teams.flatMap((team) => team.members).find((m) => m.id === playerId);
  if (!player) return teams;
  return teams.map((team) => ({
    ...team,
    members:
      team.id === teamId
        ? [...team.members.filter((m) => m.id !== playerId), player]
        : team.members.filter((m) => m.id !== playerId),
  }));
}

/** Invalidating the team list also refreshes who is still available (its key sits under it). */
export function useAddPlayers(gameId: string) {
  const onSuccess = useInvalidate(gameId);
  return useMutation({
    mutationFn: ({ teamId, userIds }: { teamId: string; userIds: string[] }) =>
      request('/competition/add/existing/user', {
        method: 'POST',
        body: { data: { competitionId: gameId, groupId: teamId, userIds } },
        schema: ZAddPlayersResponse,
      }),
    onSuccess,
  });
}

/** Players by e-mail into a team, in one server transaction (`POST /group/invite`). */
export function useInviteToTeam(gameId: string) {
  const onSuccess = useInvalidate(gameId);
  return useMutation({
    mutationFn: ({ teamId, invitees }: { teamId: string; invitees: TInvitee[] }) =>
      request('/group/invite', {
        method: 'POST',
        body: { data: { competitionId: gameId, groupId: teamId, invitees } },
        schema: ZInviteToTeamResponse,
      }),
    onSuccess,
  });
}

export function useCopyTeams(gameId: string) {
  const onSuccess = useInvalidate(gameId);
  return useMutation({
    mutationFn: (body: Omit<z.input<typeof ZCopyTeamsRequest>, 'toCompetitionId'>) =>
      request('/group/copy', {
        method: 'POST',
        body: { ...body, toCompetitionId: gameId },
        schema: ZCopyResponse,
      }),
    onSuccess,
  });
}
