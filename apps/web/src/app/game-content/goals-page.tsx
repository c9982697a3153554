import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GoalsTable } from '../../features/kpis/components/goals-table.tsx';
import { paths } from '../../lib/paths.ts';
import { GameContentScreen } from './game-content-screen.tsx';

/** `/games/goals` and `/games/goals/:id`: the targets of a game's KPIs, edited in the table. */
export function GoalsPage() {
  const { t } = useTranslation('kpis');
  return (
    <GameContentScreen hrefFor={paths.games.goals.href} prompt={t('goals.prompt')}>
      {(game) => (
        <>
          <Text size="sm" c="dimmed">
            {t('goals.intro')}{' '}
            <Anchor component={Link} to={paths.games.kpis.href(game.id)} size="sm" underline="always">
              {t('goals.toKpis')}
            </Anchor>
          </Text>
          <GoalsTable game={game} />
        </>
      )}
    </GameContentScreen>
  );
}
