import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths.ts';
import { GameContentScreen } from '../game-content/game-content-screen.tsx';
import { ParticipantsView } from './participants-view.tsx';

/** `/games/participants` and `/games/participants/:id`: the judge view of a game. */
export function ParticipantsPage() {
  const { t } = useTranslation('scores');
  return (
    <GameContentScreen hrefFor={paths.games.participants.href} prompt={t('judge.prompt')}>
      {(game) => <ParticipantsView game={game} />}
    </GameContentScreen>
  );
}
