import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { defaultRound, RoundBoard } from '../../../components/round-board.tsx';
import { publicRoundBoardQueryOptions, publicRoundsQueryOptions } from '../api/public-rounds-api.ts';

type Props = {
  publicId: string /** When the live leaderboard last changed (0: not live). */;
  version: number;
};

/** The per-round board of the public page and leaderboard; nothing for a game without rounds. */
export function PublicRoundBoard({ publicId, version }: Props) {
  const rounds = useQuery(publicRoundsQueryOptions(publicId));
  const [picked, setPicked] = useState<string | null>(null);
  const list = rounds.data?.settimes ?? [];
  const value = picked ?? defaultRound(list, rounds.data?.current ?? null);
  // The running round's board came with the rounds: drawn with them, not a render after a
  // spinner (which grew the card and moved what is below). Only for the snapshot it was read
  // with: a later live version asks for its own.
  const [firstVersion] = useState(version);
  const brought = rounds.data?.currentBoard;
  const board = useQuery({
    ...publicRoundBoardQueryOptions(publicId, value ?? '', version),
    enabled: Boolean(value),
    initialData: brought && brought.setTime.id === value && version === firstVersion ? brought : undefined,
    initialDataUpdatedAt: rounds.dataUpdatedAt,
  });
  return <RoundBoard rounds={list} value={value} onChange={setPicked} board={board} />;
}
