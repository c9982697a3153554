import type { TPublicLeaderboard } from '@rally/contracts/public';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { TLiveStatusStore } from '../api/public-leaderboard-live.ts';
import { publicRoundBoardQueryOptions, publicRoundsQueryOptions } from '../api/public-rounds-api.ts';
import type { TMove } from './rank-moves.ts';
import { TvBoard } from './tv-board.tsx';

/**
 * The wall screen with its round: kept in the address (`?tv=1&round={id}`), so a screen set up for
 * a round shows it again after a reload. A round that is no longer the game's falls back to the game.
 */
export function TvLeaderboard(props: {
  publicId: string;
  board: TPublicLeaderboard;
  version: number;
  moves: TMove[];
  live: TLiveStatusStore;
}) {
  const [search, setSearch] = useSearchParams();
  const rounds = useQuery(publicRoundsQueryOptions(props.publicId));
  const list = rounds.data?.settimes ?? [];
  const asked = search.get('round');
  const value = asked && list.some((r) => r.id === asked) ? asked : null;
  const board = useQuery({
    ...publicRoundBoardQueryOptions(props.publicId, value ?? '', props.version),
    enabled: Boolean(value),
  });
  const onChange = (id: string | null) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id) next.set('round', id);
        else next.delete('round');
        return next;
      },
      { replace: true },
    );
  return (
    <TvBoard
      board={props.board}
      moves={props.moves}
      live={props.live}
      round={{ rounds: list, value, onChange, board: board.data }}
    />
  );
}
