import { useTranslation } from 'react-i18next';
import { gameRoundsQueryOptions } from '../../features/rounds/api/rounds-api.ts';
import { RoundsEditor } from '../../features/rounds/components/rounds-editor.tsx';
import type { TOpensWithData } from '../../lib/opening.ts';
import { paths } from '../../lib/paths.ts';
import { queryClient } from '../../lib/query-client.ts';
import { GameContentScreen, gameContentOpeningData } from './game-content-screen.tsx';

/** `/games/sets` and `/games/sets/:id`: pick a game, then its rounds (set times). */
export function SetsPage() {
  const { t } = useTranslation('set-times');
  return (
    <GameContentScreen hrefFor={paths.games.sets.href} prompt={t('page.prompt')}>
      {(game) => <RoundsEditor game={game} />}
    </GameContentScreen>
  );
}

SetsPage.openingData = gameContentOpeningData((gameId) => [
  queryClient.prefetchQuery(gameRoundsQueryOptions(gameId)),
]) satisfies TOpensWithData['openingData'];
