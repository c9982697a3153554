import { Anchor, SimpleGrid, Stack } from '@mantine/core';
import type { TGameDetail } from '@rally/contracts/games';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GameCharitiesCard } from './game-charities-card.tsx';
import { GameCounts } from './game-counts.tsx';
import { GameFacts } from './game-facts.tsx';
import { GameHabitsCard } from './game-habits-card.tsx';
import { GameKpisCard } from './game-kpis-card.tsx';
import { GameTeamsCard } from './game-teams-card.tsx';

export type TGamePart = 'teams' | 'habits' | 'kpis' | 'charities';

type Props = {
  game: TGameDetail;
  /** Where each part is changed, for those who may; no links when left out. */
  links?: Record<TGamePart, string> | undefined;
};

/** Everything about a game at a glance: facts, counts, teams, habits, KPIs and charities. */
export function GameOverview({ game, links }: Props) {
  const { t } = useTranslation('games');
  const manage = (part: TGamePart) =>
    links && (
      <Anchor component={Link} to={links[part]} size="sm" fw={600}>
        {t('glance.manage')}
      </Anchor>
    );

  return (
    <Stack gap="md">
      <GameFacts game={game} />
      <GameCounts counts={game.counts} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <GameTeamsCard gameId={game.id} action={manage('teams')} />
        <GameHabitsCard gameId={game.id} action={manage('habits')} />
        <GameKpisCard gameId={game.id} action={manage('kpis')} />
        <GameCharitiesCard gameId={game.id} action={manage('charities')} />
      </SimpleGrid>
    </Stack>
  );
}
