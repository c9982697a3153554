import { useTranslation } from 'react-i18next';
import { KpiActuals } from '../../features/kpi-actuals/components/kpi-actuals.tsx';
import { paths } from '../../lib/paths.ts';
import { GameContentScreen } from './game-content-screen.tsx';

/** `/games/kpi-actuals` and `/games/kpi-actuals/:id`: a game's KPI actuals, by hand or by upload. */
export function KpiActualsPage() {
  const { t } = useTranslation('kpi-actuals');
  return (
    <GameContentScreen hrefFor={paths.games.kpiActuals.href} prompt={t('prompt')}>
      {(game) => <KpiActuals game={game} />}
    </GameContentScreen>
  );
}
