import type { TPublicLeaderboard } from '@rally/contracts/public';
import { useEffect, useRef, useState } from 'react';

/** Someone who moved up since the previous snapshot: a team, or a player shown by name. */
export type TMove = { key: string; name: string; rank: number; board: 'teams' | 'individuals' };

/** How long a move stays celebrated. */
export const MOVE_SHOWN_MS = 5000;

export const teamKey = (team: { name: string }) => `team:${team.name}`;
/** Players without a shown name cannot be told apart between snapshots: no celebration for them. */
export const playerKey = (player: { name: string | null; teamName: string }) =>
  player.name === null ? null : `player:${player.name}:${player.teamName}`;

function ranksOf(board: TPublicLeaderboard) {
  const ranks = new Map<string, number>();
  for (const team of board.teams) ranks.set(teamKey(team), team.rank);
  for (const player of board.individuals ?? []) {
    const key = playerKey(player);
    if (key) ranks.set(key, player.rank);
  }
  return ranks;
}

/** Who moved up between two snapshots (a newcomer to a top-N board counts as moving up). */
export function movesBetween(before: TPublicLeaderboard, after: TPublicLeaderboard): TMove[] {
  const previous = ranksOf(before);
  const moves: TMove[] = [];
  for (const team of after.teams) {
    const was = previous.get(teamKey(team));
    if (was !== undefined && team.rank < was)
      moves.push({ key: teamKey(team), name: team.name, rank: team.rank, board: 'teams' });
  }
  for (const player of after.individuals ?? []) {
    const key = playerKey(player);
    if (!key || player.name === null) continue;
    const was = previous.get(key);
    if (was === undefined ? before.individuals !== null : player.rank < was)
      moves.push({ key, name: player.name, rank: player.rank, board: 'individuals' });
  }
  return moves;
}

/**
 * The moves up of the latest snapshot, kept for `MOVE_SHOWN_MS` (the first snapshot moves no one).
 */
export function useRankMoves(board: TPublicLeaderboard | undefined): TMove[] {
  const previous = useRef<TPublicLeaderboard | undefined>(undefined);
  const [moves, setMoves] = useState<TMove[]>([]);

  useEffect(() => {
    if (!board) return;
    const before = previous.current;
    previous.current = board;
    if (!before || before === board) return;
    const found = movesBetween(before, board);
    setMoves(found);
    if (found.length === 0) return;
    const timer = setTimeout(() => setMoves([]), MOVE_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [board]);

  return moves;
}
