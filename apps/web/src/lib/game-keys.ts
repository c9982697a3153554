import type { ZGameListQuery } from '@rally/contracts/games';
import type { z } from 'zod';
import { recordKeys } from './record-keys.ts';

export type TGameListParams = z.output<typeof ZGameListQuery>;

/**
 * The query keys of games. Here, not in the games feature, because every area's changes refresh a
 * game's counts (teams, players, activities...) that the game screens show: each area's `api/`
 * invalidates `gameKeys.detail` without importing another feature.
 */
export const gameKeys = recordKeys<TGameListParams>('games');
