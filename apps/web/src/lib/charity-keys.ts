import { scoreKeys } from './play-keys.ts';

/**
 * The query keys of charities, beside the game and score keys they build on: a team's change of
 * charity (features/teams) refreshes a game's ledger too. A game's ledger sits under its score
 * keys: whatever refreshes the boards on a live "scores changed" signal refreshes the amounts
 * raised with them.
 */
export const charityKeys = {
  all: ['charities'] as const,
  list: () => [...charityKeys.all, 'list'] as const,
  game: (gameId: string) => [...charityKeys.all, 'game', gameId] as const,
  totals: () => [...charityKeys.all, 'totals'] as const,
  ledger: (gameId: string) => [...scoreKeys.game(gameId), 'charities'] as const,
};
