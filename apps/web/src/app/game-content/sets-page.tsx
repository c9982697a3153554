import { useTranslation } from 'react-i18next';
import { gameSetTimesQueryOptions } from '../../features/set-times/api/set-times-api.ts';
import { SetTimesEditor } from '../../features/set-times/components/set-times-editor.tsx';
import type { TOpensWithData } from '../../lib/opening.ts';
import { paths } from '../../lib/paths.ts';
import { queryClient } from '../../lib/query-client.ts';
import { GameContentScreen, gameContentOpeningData } from './game-content-screen.tsx';

/** `/games/sets` and `/games/sets/:id`: pick a game, then its rounds (set times). */
export function SetsPage() {
  const { t } = useTranslation('set-times');
  return (
    <GameContentScreen hrefFor={paths.games.sets.href} prompt={t('page.prompt')}>
      {(game) => <SetTimesEditor game={game} />}
    </GameContentScreen>
  );
}

SetsPage.openingData = gameContentOpeningData((gameId) => [
  queryClient.prefetchQuery(gameSetTimesQueryOptions(gameId)),
]) satisfies TOpensWithData['openingData'];
