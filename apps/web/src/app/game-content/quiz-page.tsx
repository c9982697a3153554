import { useTranslation } from 'react-i18next';
import { gameQuizMediaQueryOptions, mediaPageQueryOptions } from '../../features/media/api/media-api.ts';
import { GameQuizEditor } from '../../features/media/components/game-quiz-editor.tsx';
import type { TOpensWithData } from '../../lib/opening.ts';
import { paths } from '../../lib/paths.ts';
import { queryClient } from '../../lib/query-client.ts';
import { GameContentScreen, gameContentOpeningData } from './game-content-screen.tsx';

/** `/games/quiz-configuration` and `/games/quiz-configuration/{id}`: which media items' questions a game's players answer. */
export function QuizConfigurationPage() {
  const { t } = useTranslation('media');
  return (
    <GameContentScreen hrefFor={paths.games.quiz.href} prompt={t('quiz.prompt')}>
      {(game) => <GameQuizEditor game={game} />}
    </GameContentScreen>
  );
}

// The chosen items, and the library's first page the editor asks for beside them.
QuizConfigurationPage.openingData = gameContentOpeningData((gameId) => [
  queryClient.prefetchQuery(gameQuizMediaQueryOptions(gameId)),
  queryClient.prefetchQuery(mediaPageQueryOptions(1, undefined, '')),
]) satisfies TOpensWithData['openingData'];
