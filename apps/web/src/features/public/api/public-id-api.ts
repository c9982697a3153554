import { ZPublicIdResponse } from '@rally/contracts/public';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';
import { gameKeys } from '../../../lib/game-keys.ts';

/** `POST /competitions/{id}/public-id`: a new public link; the old one stops working at once. */
export function useRegeneratePublicId(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      request(`/competitions/${encodeURIComponent(gameId)}/public-id`, {
        method: 'POST',
        schema: ZPublicIdResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gameKeys.detail(gameId) }),
  });
}
