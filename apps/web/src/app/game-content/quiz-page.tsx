import { useTranslation } from 'react-i18next';
import { GameQuizEditor } from '../../features/media/components/game-quiz-editor.tsx';
import { paths } from '../../lib/paths.ts';
import { GameContentScreen } from './game-content-screen.tsx';

/** `/games/quiz-configuration` and `/games/quiz-configuration/{id}`: which media items' questions a game's players answer. */
export function QuizConfigurationPage() {
  const { t } = useTranslation('media');
  return (
    <GameContentScreen hrefFor={paths.games.quiz.href} prompt={t('quiz.prompt')}>
      {(game) => <GameQuizEditor game={game} />}
    </GameContentScreen>
  );
}
