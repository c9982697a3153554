import { ZCharityList, ZGameCharityList } from '@rally/contracts/charities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from './api-client.ts';
import { charityKeys } from './charity-keys.ts';

/*
 * The two charity reads other areas pick from: teams choose among their game's charities, templates
 * among the platform's list. Here rather than in features/charities, since features do not import
 * each other; the charities feature writes them and refreshes them by `charityKeys`.
 */

/** The platform's charity list (every signed-in user may read it). */
export const charitiesQueryOptions = () =>
  queryOptions({
    queryKey: charityKeys.list(),
    queryFn: () => request('/charity', { schema: ZCharityList }),
  });

export const useCharities = () => useQuery(charitiesQueryOptions());

/** The charities a game supports, with their pledges. */
export const gameCharitiesQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: charityKeys.game(gameId),
    queryFn: () => request('/competitioncharity', { query: { comp_id: gameId }, schema: ZGameCharityList }),
  });

export const useGameCharities = (gameId: string) => useQuery(gameCharitiesQueryOptions(gameId));
