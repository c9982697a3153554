import type { TGameDetail } from '@rally/contracts/games';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { useGame } from '../../features/games/api/games-api.ts';

type Props = { gameId: string; children: (game: TGameDetail) => ReactNode };

/**
 * Loads the game a piece of content belongs to (an activity, a behaviour) for the content's editor,
 * whose controls follow the game's phase.
 */
export function WithGame({ gameId, children }: Props) {
  const game = useGame(gameId);
  if (game.isPending) return <LoadingScreen />;
  if (game.isError) return <ErrorAlert error={game.error} />;
  return children(game.data);
}
