import type { TGamePhase } from '@rally/contracts/games';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/status-badge.tsx';

/** One colour per phase, shared by the list, its filter and the game view. */
export const PHASE_COLORS: Record<TGamePhase, string> = {
  draft: 'gray',
  scheduled: 'blue',
  running: 'teal',
  finished: 'violet',
  archived: 'dark',
};

/** A game's phase (a running game reads "Running", not its stored "active"). */
export function GameStatusBadge({ phase }: { phase: TGamePhase }) {
  const { t } = useTranslation('games');
  return <StatusBadge color={PHASE_COLORS[phase]}>{t(`phases.${phase}`)}</StatusBadge>;
}
