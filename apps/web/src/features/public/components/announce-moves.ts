import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '../../../lib/announce.ts';
import type { TMove } from './rank-moves.ts';

/** At most this many names per announcement: the rest is "and 3 more". */
const NAMED = 3;

/**
 * Says politely who moved up, at most once per `minGapMs` (a wall screen changes often and a
 * screen reader should not talk all the time); moves in between are left out, the board shows them.
 */
export function useAnnounceMoves(moves: TMove[], minGapMs: number) {
  const { t } = useTranslation('public');
  const last = useRef(0);
  useEffect(() => {
    if (moves.length === 0 || Date.now() - last.current < minGapMs) return;
    last.current = Date.now();
    const named = moves
      .slice(0, NAMED)
      .map((move) => t('live.movedUp', { name: move.name, rank: move.rank }));
    const more = moves.length - NAMED;
    announce([...named, ...(more > 0 ? [t('live.more', { count: more })] : [])].join(' '));
  }, [moves, minGapMs, t]);
}
