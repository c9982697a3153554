import type { TReviewItem } from '@rally/contracts/logs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayerSelect, type TPlayerOption } from '../../features/scores/components/player-select.tsx';

type Props = {
  gameId: string;
  /** The player in the URL, if any. */
  userId: string | undefined;
  /** The queue's rows: filtered by a player, they carry the name a link in the URL does not. */
  rows: TReviewItem[];
  onChange: (userId: string | null) => void;
};

/** The review queue's player filter: a search of the game's players. */
export function ReviewPlayerFilter({ gameId, userId, rows, onChange }: Props) {
  const { t } = useTranslation('logs');
  const [chosen, setChosen] = useState<TPlayerOption | null>(null);
  const fromRows = rows.find((row) => row.userId === userId);
  const value: TPlayerOption | null = !userId
    ? null
    : chosen?.userId === userId
      ? chosen
      : { userId, fullName: fromRows?.playerName ?? '' };

  return (
    <PlayerSelect
      key={value?.fullName ? value.userId : 'none'}
      gameId={gameId}
      label={t('review.filters.player')}
      placeholder={t('review.filters.allPlayers')}
      value={value}
      onChange={(player) => {
        setChosen(player);
        onChange(player?.userId ?? null);
      }}
      clearable
      w={{ base: '100%', xs: 220 }}
    />
  );
}
