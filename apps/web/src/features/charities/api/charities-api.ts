import {
  ZCharity,
  type ZCreateCharityRequest,
  ZGameCharity,
  type ZLinkGameCharityRequest,
  type ZUpdateCharityRequest,
} from '@rally/contracts/charities';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/api-client.ts';
import { charityKeys } from '../../../lib/charity-keys.ts';
import { gameKeys } from '../../../lib/game-keys.ts';
import { useInvalidateQueries } from '../../../lib/invalidate-queries.ts';

export { charityKeys };

const useInvalidate = (gameId?: string) =>
  useInvalidateQueries(
    gameId ? [charityKeys.all, gameKeys.detail(gameId), charityKeys.ledger(gameId)] : [charityKeys.all],
  );

export function useLinkCharity(gameId: string) {
  const onSuccess = useInvalidate(gameId);
  return useMutation({
    mutationFn: (body: Omit<z.input<typeof ZLinkGameCharityRequest>, 'competitionId'>) =>
      request('/competitioncharity', {
        method: 'POST',
        body: { ...body, competitionId: gameId },
        schema: ZGameCharity,
      }),
    onSuccess,
  });
}

export function useUnlinkCharity(gameId: string) {
  const onSuccess = useInvalidate(gameId);
  return useMutation({
    mutationFn: (linkId: string) =>
      request(`/competitioncharity/${encodeURIComponent(linkId)}`, { method: 'DELETE' }),
    onSuccess,
  });
}

/** Platform admins keep the list: create, edit, delete. */
export function useSaveCharity() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({
      id,
      ...body
    }: z.input<typeof ZCreateCharityRequest> & z.input<typeof ZUpdateCharityRequest> & { id?: string }) =>
      id
        ? request(`/charity/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: ZCharity })
        : request('/charity', { method: 'POST', body, schema: ZCharity }),
    onSuccess,
  });
}

export function useDeleteCharity() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => request(`/charity/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess,
  });
}
