import { Anchor, SimpleGrid, Stack } from '@mantine/core';
import type { TGameDetail } from '@rally/contracts/games';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActivitiesCard } from '../../features/activities/components/activities-card.tsx';
import { CharitiesCard } from '../../features/charities/components/charities-card.tsx';
import { ChatPostsCard } from '../../features/chat-posts/components/chat-posts-card.tsx';
import { GameCounts } from '../../features/games/components/game-counts.tsx';
import { GameFacts } from '../../features/games/components/game-facts.tsx';
import { KpisCard } from '../../features/kpis/components/kpis-card.tsx';
import { ReminderStatsCard } from '../../features/reminders/components/reminder-stats-card.tsx';
import { TeamsCard } from '../../features/teams/components/teams-card.tsx';

export type TGamePart = 'teams' | 'activities' | 'kpis' | 'charities';

type Props = {
  game: TGameDetail;
  /** Where each part is changed, for those who may; no links when left out. */
  links?: Record<TGamePart, string> | undefined;
};

/** Everything about a game at a glance: facts, counts, teams, activities, KPIs and charities. */
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
        <TeamsCard gameId={game.id} action={manage('teams')} />
        <ActivitiesCard gameId={game.id} action={manage('activities')} />
        <KpisCard gameId={game.id} action={manage('kpis')} />
        <CharitiesCard gameId={game.id} action={manage('charities')} />
        {/* Reminder figures are the organiser's (those given links). */}
        {links && game.status !== 'draft' && <ReminderStatsCard gameId={game.id} />}
        {/* Where the game's news is posted: the organiser's too (a chat URL is a credential). */}
        {links && <ChatPostsCard gameId={game.id} />}
      </SimpleGrid>
    </Stack>
  );
}
