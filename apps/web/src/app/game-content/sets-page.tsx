import { useTranslation } from 'react-i18next';
import { SetTimesEditor } from '../../features/set-times/components/set-times-editor.tsx';
import { paths } from '../../lib/paths.ts';
import { GameContentScreen } from './game-content-screen.tsx';

/** `/games/sets` and `/games/sets/:id`: pick a game, then its rounds (set times). */
export function SetsPage() {
  const { t } = useTranslation('set-times');
  return (
    <GameContentScreen hrefFor={paths.games.sets.href} prompt={t('page.prompt')}>
      {(game) => <SetTimesEditor game={game} />}
    </GameContentScreen>
  );
}
