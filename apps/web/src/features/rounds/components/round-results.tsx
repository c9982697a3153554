import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { defaultRound, RoundBoard } from '../../../components/round-board.tsx';
import { currentRoundOptions, roundBoardOptions } from '../api/rounds-api.ts';

/**
 * A signed-in board per round (game view, player home): the running round by default. Nothing shows
 * for a game without rounds. Live score changes refresh the chosen board (its key sits under the
 * game's scores, which the screen's live stream invalidates).
 */
export function RoundResults({ gameId }: { gameId: string }) {
  const rounds = useQuery(currentRoundOptions(gameId));
  const [picked, setPicked] = useState<string | null>(null);
  const list = rounds.data?.settimes ?? [];
  const value = picked ?? defaultRound(list, rounds.data?.current ?? null);
  // The running round's board came with the rounds: no call of its own until live scores change it.
  const brought = rounds.data?.currentBoard;
  const board = useQuery({
    ...roundBoardOptions(gameId, value ?? ''),
    enabled: Boolean(value),
    initialData: brought && brought.setTime.id === value ? brought : undefined,
    initialDataUpdatedAt: rounds.dataUpdatedAt,
  });
  return <RoundBoard rounds={list} value={value} onChange={setPicked} board={board} />;
}
