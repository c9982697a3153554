import { Badge } from '@mantine/core';
import type { TGamePhase } from '@rally/contracts/games';
import { useTranslation } from 'react-i18next';

/** One colour per phase, shared by the list, its filter and the game view. */
export const PHASE_COLORS: Record<TGamePhase, string> = {
  draft: 'gray',
  scheduled: 'blue',
  running: 'teal',
  finished: 'violet',
  archived: 'dark',
};

/**
 * A game's phase (a running game reads "Running", not its stored "active"). Dot badges: their text
 * keeps the body colour, so light teal or blue never falls under 4.5:1 contrast.
 */
export function GameStatusBadge({ phase }: { phase: TGamePhase }) {
  const { t } = useTranslation('games');
  return (
    <Badge variant="dot" color={PHASE_COLORS[phase]} miw="max-content">
      {t(`phases.${phase}`)}
    </Badge>
  );
}
