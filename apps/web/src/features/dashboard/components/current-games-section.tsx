import type { TCurrentGames } from '@rally/contracts/dashboard';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { useCanReadGameFigures, useCurrentGames } from '../api/dashboard-api.ts';

/** The current games for those who may read game figures; nothing at all for everyone else. */
export function WithCurrentGames({ children }: { children: (data: TCurrentGames) => ReactNode }) {
  const allowed = useCanReadGameFigures();
  const games = useCurrentGames();
  if (!allowed) return null;
  if (games.isPending) return <LoadingScreen />;
  if (games.isError) return <ErrorAlert error={games.error} />;
  return children(games.data);
}
