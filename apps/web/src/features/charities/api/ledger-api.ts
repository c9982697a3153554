import { ZCharityLedger, ZCharityTotalList } from '@rally/contracts/charities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';
import { charityKeys } from '../../../lib/charity-keys.ts';
import { KEEP_OFFLINE } from '../../../lib/offline-cache.ts';

/**
 * `GET /game/{id}/charities`: what the game has raised per charity. Its key sits under the game's
 * score keys, so the live "scores changed" signal that refreshes the boards refreshes it too.
 */
export const charityLedgerQueryOptions = (gameId: string) =>
  queryOptions({
    meta: KEEP_OFFLINE,
    queryKey: charityKeys.ledger(gameId),
    queryFn: ({ signal }) =>
      request(`/game/${encodeURIComponent(gameId)}/charities`, { schema: ZCharityLedger, signal }),
  });

export const useCharityLedger = (gameId: string) =>
  useQuery({ ...charityLedgerQueryOptions(gameId), enabled: Boolean(gameId) });

/** `GET /charity/totals` (platform admins): what all games have raised per charity. */
export const charityTotalsQueryOptions = () =>
  queryOptions({
    queryKey: charityKeys.totals(),
    queryFn: ({ signal }) => request('/charity/totals', { schema: ZCharityTotalList, signal }),
  });

export const useCharityTotals = (enabled = true) => useQuery({ ...charityTotalsQueryOptions(), enabled });
