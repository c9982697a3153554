import {
  type TAwardBadge,
  type TCreateGameBadge,
  type TUpdateGameBadge,
  ZBadgeHolders,
  ZGameBadge,
} from '@rally/contracts/badges';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../lib/api-client.ts';
import { useInvalidateQueries } from '../../../lib/invalidate-queries.ts';
import { scoreKeys } from '../../../lib/play-keys.ts';

const enc = encodeURIComponent;
const ZGameBadges = z.object({ data: z.array(ZGameBadge) });

/**
 * A game's badges for its organisers. Kept under the game's scores like the player's own list, so
 * adding a badge (awarded at once to those it holds for) also refreshes the players' badges.
 */
export const gameBadgesQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: [...scoreKeys.game(gameId), 'badges'] as const,
    queryFn: ({ signal }) => request(`/game/${enc(gameId)}/badges`, { schema: ZGameBadges, signal }),
  });

export const useGameBadges = (gameId: string) => useQuery(gameBadgesQueryOptions(gameId));

/** `GET /badges/{id}/awards`: who holds a badge, kept with the game's badges so an award or take-back refreshes it. */
export const useBadgeHolders = (gameId: string, badgeId: string) =>
  useQuery({
    queryKey: [...scoreKeys.game(gameId), 'badges', 'holders', badgeId] as const,
    queryFn: ({ signal }) => request(`/badges/${enc(badgeId)}/awards`, { schema: ZBadgeHolders, signal }),
  });

// The game's badges and every player's list of them, not the rest of the game's scores.
const useInvalidate = (gameId: string) => useInvalidateQueries([[...scoreKeys.game(gameId), 'badges']]);

export function useCreateBadge(gameId: string) {
  const onSuccess = useInvalidate(gameId);
  return useMutation({
    mutationFn: (body: TCreateGameBadge) =>
      request(`/game/${enc(gameId)}/badges`, { method: 'POST', body, schema: ZGameBadge }),
    onSuccess,
  });
}

export function useUpdateBadge(gameId: string) {
  const onSuccess = useInvalidate(gameId);
  return useMutation({
    mutationFn: ({ id, ...body }: TUpdateGameBadge & { id: string }) =>
      request(`/badges/${enc(id)}`, { method: 'PUT', body, schema: ZGameBadge }),
    onSuccess,
  });
}

export function useDeleteBadge(gameId: string) {
  const onSuccess = useInvalidate(gameId);
  return useMutation({
    mutationFn: (id: string) => request(`/badges/${enc(id)}`, { method: 'DELETE' }),
    onSuccess,
  });
}

/** Gives a manual badge to a player with a reason, or (`takeBack`) takes it back. */
export function useAwardBadge(gameId: string) {
  const onSuccess = useInvalidate(gameId);
  return useMutation({
    mutationFn: ({ id, takeBack, ...body }: TAwardBadge & { id: string; takeBack: boolean }) =>
      takeBack
        ? request(`/badges/${enc(id)}/awards/${enc(body.userId)}`, { method: 'DELETE' })
        : request(`/badges/${enc(id)}/awards`, { method: 'POST', body }),
    onSuccess,
  });
}
