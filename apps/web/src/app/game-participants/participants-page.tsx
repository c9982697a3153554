import { useTranslation } from 'react-i18next';
import type { TOpensWithData } from '../../lib/opening.ts';
import { paths } from '../../lib/paths.ts';
import { GameContentScreen, gameContentOpeningData } from '../game-content/game-content-screen.tsx';
import { ParticipantsView, participantsOpeningData } from './participants-view.tsx';

/** `/games/participants` and `/games/participants/:id`: the judge view of a game. */
export function ParticipantsPage() {
  const { t } = useTranslation('scores');
  return (
    <GameContentScreen hrefFor={paths.games.participants.href} prompt={t('judge.prompt')}>
      {(game) => <ParticipantsView game={game} />}
    </GameContentScreen>
  );
}

ParticipantsPage.openingData = gameContentOpeningData((gameId, { search }) =>
  participantsOpeningData(gameId, search),
) satisfies TOpensWithData['openingData'];
