import type { TGame } from '@rally/contracts/games';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { TGameListParams } from '../../../lib/game-keys.ts';
import { useSession } from '../../../lib/session.ts';
import { gameListQueryOptions } from '../api/games-api.ts';

/** The list the game picker loads: the games the user may see, the first hundred by name. */
export const pickerListParams = (companyId?: string): TGameListParams => ({
  page: 1,
  perPage: 100,
  sort: 'name',
  order: 'asc',
  companyId,
});

const storageKey = (userId: string) => `rally.lastGame.${userId}`;

function readRemembered(userId: string | undefined): string | null {
  if (!userId) return null;
  try {
    return localStorage.getItem(storageKey(userId));
  } catch {
    return null;
  }
}

function writeRemembered(userId: string, gameId: string) {
  try {
    localStorage.setItem(storageKey(userId), gameId);
  } catch {
    // Storage full or blocked: the screens just prompt next time.
  }
}

/**
 * The game a content screen opened without one should show: the one last chosen (if the user still
 * sees it), else the only running game, else the only game; `null` when none fits.
 */
export function gameToOpen(games: TGame[], remembered: string | null): string | null {
  if (remembered && games.some((game) => game.id === remembered)) return remembered;
  const running = games.filter((game) => game.status === 'active' && game.phase === 'running');
  if (running.length === 1) return running[0]?.id ?? null;
  if (games.length === 1) return games[0]?.id ?? null;
  return null;
}

/**
 * Remembers, per signed-in user, the game in the URL (`gameId`: a content screen's or the game
 * view's). Given `hrefFor`, a screen opened without a game goes on to the game it should show
 * (`gameToOpen`, from the picker's list: no extra request), replacing the history entry so the back
 * button does not bounce. `deciding` is true while that choice is not made yet.
 */
export function useRememberedGame({
  gameId,
  hrefFor,
}: {
  gameId: string | undefined;
  hrefFor?: (gameId: string) => string;
}) {
  const navigate = useNavigate();
  const userId = useSession()?.user.id;
  const redirects = !gameId && Boolean(hrefFor);
  // The picker's own query (same key, so one request); not needed on a screen that has its game.
  const games = useQuery({ ...gameListQueryOptions(pickerListParams()), enabled: redirects });
  const loaded = games.isSuccess && !games.isPlaceholderData;
  const target = redirects && loaded ? gameToOpen(games.data.data, readRemembered(userId)) : null;

  useEffect(() => {
    if (gameId && userId) writeRemembered(userId, gameId);
  }, [gameId, userId]);

  useEffect(() => {
    if (target && hrefFor) navigate(hrefFor(target), { replace: true });
  }, [target, hrefFor, navigate]);

  return { deciding: redirects && (games.isPending || target !== null) };
}
