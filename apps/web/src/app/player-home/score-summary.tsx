import { Anchor, Card, ColorSwatch, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TUserGameScore } from '@rally/contracts/scores';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GameStatusBadge } from '../../features/games/components/game-status-badge.tsx';
import { formatDate } from '../../lib/dates.ts';
import { formatScore } from '../../lib/format-score.ts';
import { paths } from '../../lib/paths.ts';

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz={28} fw={800} lh={1.2}>
        {value}
      </Text>
      {detail && (
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      )}
    </Stack>
  );
}

/** A player's standing in one game at a glance: points, place among the players, their team's place. */
export function ScoreSummary({ game, teamColor }: { game: TUserGameScore; teamColor?: string | undefined }) {
  const { t } = useTranslation('play');
  const { t: tp } = useTranslation('progress');
  return (
    <Card withBorder padding="lg" component="section" aria-label={t('summary.label')}>
      <Stack gap="md">
        <Group gap="xs" justify="space-between">
          <Text size="sm" c="dimmed">
            {t('summary.dates', { start: formatDate(game.startDate), end: formatDate(game.endDate) })}
          </Text>
          <GameStatusBadge phase={game.phase} />
        </Group>
        <SimpleGrid cols={{ base: 3 }} spacing="sm">
          <Figure label={t('summary.points')} value={formatScore(game.points)} />
          <Figure
            label={t('summary.place')}
            value={`#${game.rank}`}
            detail={t('summary.ofPlayers', { count: game.players })}
          />
          <Figure
            label={t('summary.team')}
            value={`#${game.groupRank}`}
            detail={t('summary.ofTeams', { count: game.groups })}
          />
        </SimpleGrid>
        <Group gap="xs" wrap="nowrap">
          {teamColor && <ColorSwatch color={teamColor} size={14} aria-hidden />}
          <Text size="sm">{t('summary.yourTeam', { team: game.groupName })}</Text>
        </Group>
        <Anchor component={Link} to={paths.play.progress.href(game.competitionId)} size="sm" fw={600}>
          {tp('homeLink')}
        </Anchor>
      </Stack>
    </Card>
  );
}
