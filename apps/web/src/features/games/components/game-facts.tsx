import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TGameDetail } from '@rally/contracts/games';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../../components/fact.tsx';
import { useAppAbility } from '../../../lib/abilities.tsx';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { gameTiming } from './game-lifecycle.ts';
import { GameStatusBadge } from './game-status-badge.tsx';

/** Starts in n days, n days left, or ended; nothing while a date is missing. */
function Timing({ game }: { game: TGameDetail }) {
  const { t } = useTranslation('games');
  const timing = gameTiming(game);
  // Only an active game's calendar matters; a draft has not started and a closed game is over.
  if (!timing || game.status !== 'active') return null;
  return (
    <Text size="sm" c="dimmed" fw={400}>
      {t(`timing.${timing.kind}`, { count: timing.days })}
    </Text>
  );
}

/** A game's status, dates, zone, company and rules at a glance. */
export function GameFacts({ game }: { game: TGameDetail }) {
  const { t } = useTranslation('games');
  // The start e-mail is the organiser's business; clients and players read the rest.
  const organiser = useAppAbility().can('manage', 'Game');
  const { rules } = game;
  const leaderboard = [
    t(`rules.leaderboardShows.${rules.leaderboardShows}`),
    rules.leaderboardShows === 'teams' ? null : t(`rules.leaderboardNames.${rules.leaderboardNames}`),
    rules.leaderboardTopN === null ? null : t('glance.topN', { count: rules.leaderboardTopN }),
  ].filter(Boolean);

  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        {game.description && <Text style={{ whiteSpace: 'pre-line' }}>{game.description}</Text>}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <Fact label={t('fields.status')}>
            <GameStatusBadge phase={game.phase} />
            <Timing game={game} />
          </Fact>
          <Fact label={t('glance.dates')}>
            {formatDate(game.startDate)} – {formatDate(game.endDate)}
          </Fact>
          <Fact label={t('fields.timezone')}>{game.timezone.replaceAll('_', ' ')}</Fact>
          <Fact label={t('fields.company')}>{game.companyName}</Fact>
          <Fact label={t('rules.teamRanking.label')}>{t(`rules.teamRanking.${rules.teamRanking}`)}</Fact>
          <Fact label={t('glance.leaderboard')}>{leaderboard.join(' · ')}</Fact>
          <Fact label={t('glance.grace')}>{t('glance.hours', { count: rules.graceHours })}</Fact>
          {organiser && game.status !== 'draft' && (
            <Fact label={t('startEmail.label')}>
              {game.startEmailSentAt ? formatDateTime(game.startEmailSentAt) : t('startEmail.notSent')}
            </Fact>
          )}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
