import { useTranslation } from 'react-i18next';
import type { TOpensWithData } from '../../lib/opening.ts';
import { paths } from '../../lib/paths.ts';
import { GameContentScreen, gameContentOpeningData } from '../game-content/game-content-screen.tsx';
import { ReviewQueue, reviewOpeningData } from './review-queue.tsx';

/** `/games/review` and `/games/review/:id`: a game's logs waiting for a decision. */
export function ReviewPage() {
  const { t } = useTranslation('logs');
  return (
    <GameContentScreen hrefFor={paths.games.review.href} prompt={t('review.prompt')}>
      {(game) => <ReviewQueue game={game} />}
    </GameContentScreen>
  );
}

ReviewPage.openingData = gameContentOpeningData((gameId, { search }) =>
  reviewOpeningData(gameId, search),
) satisfies TOpensWithData['openingData'];
