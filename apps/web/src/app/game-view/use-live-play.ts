import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useScoresChanged } from '../../features/scores/api/scores-live.ts';
import { logKeys, scoreKeys } from '../../lib/play-keys.ts';

/** Keeps a game's boards, logs and queues current while the screen is open: read again on every change. */
export function useLivePlay(gameId: string, enabled = true) {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: scoreKeys.game(gameId) });
    void queryClient.invalidateQueries({ queryKey: logKeys.game(gameId) });
  }, [queryClient, gameId]);
  useScoresChanged(gameId, refresh, enabled);
}
