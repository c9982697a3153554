import { useTranslation } from 'react-i18next';
import { actualGridQueryOptions } from '../../features/kpi-actuals/api/kpi-actuals-api.ts';
import { KpiActuals } from '../../features/kpi-actuals/components/kpi-actuals.tsx';
import type { TOpensWithData } from '../../lib/opening.ts';
import { paths } from '../../lib/paths.ts';
import { queryClient } from '../../lib/query-client.ts';
import { GameContentScreen, gameContentOpeningData } from './game-content-screen.tsx';

/** `/games/kpi-actuals` and `/games/kpi-actuals/:id`: a game's KPI actuals, by hand or by upload. */
export function KpiActualsPage() {
  const { t } = useTranslation('kpi-actuals');
  return (
    <GameContentScreen hrefFor={paths.games.kpiActuals.href} prompt={t('prompt')}>
      {(game) => <KpiActuals game={game} />}
    </GameContentScreen>
  );
}

// The grid opens on the whole game's players; the round still open is chosen once its rounds are known.
KpiActualsPage.openingData = gameContentOpeningData((gameId) => [
  queryClient.prefetchQuery(actualGridQueryOptions(gameId, null, 'player')),
]) satisfies TOpensWithData['openingData'];
