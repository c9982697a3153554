import { Badge, Button, Group, SimpleGrid, Stack, Title, VisuallyHidden } from '@mantine/core';
import { gameRules } from '@rally/contracts/game-lifecycle';
import type { TGameDetail } from '@rally/contracts/games';
import { IconClipboardCheck, IconPencilPlus, IconUserSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DrawnNext } from '../../components/drawn-next.tsx';
import { LinkButton } from '../../components/page-actions.tsx';
import { LatestLogs } from '../../features/logs/components/latest-logs.tsx';
import { DailyActivity } from '../../features/scores/components/daily-activity.tsx';
import { Participation } from '../../features/scores/components/participation.tsx';
import { TeamStandings } from '../../features/scores/components/team-standings.tsx';
import { TopPlayers } from '../../features/scores/components/top-players.tsx';
import { paths } from '../../lib/paths.ts';
import type { TStandingsRange } from '../../lib/play-keys.ts';
import { LogForPlayerDialog } from './log-for-player-dialog.tsx';
import { PublicLinks } from './public-links.tsx';
import { ResultsRange } from './results-range.tsx';

type Props = {
  game: TGameDetail;
  /** Organisers decide on logs, log on players' behalf and replace the public link; clients read. */
  manages: boolean;
};

/**
 * A running or finished game's results, live: standings and top players (over a range of days if
 * chosen), daily activity, who has not started, the latest logs and the public links. The boards
 * per round are a section of their own (game-sections.tsx); both stay live through the sections.
 */
export function GameResults({ game, manages }: Props) {
  const { t } = useTranslation('scores');
  const { t: tl } = useTranslation('logs');
  const [range, setRange] = useState<TStandingsRange>({});
  const [logging, setLogging] = useState(false);
  const titleId = useId();
  const liveId = useId();
  const canLog = manages && gameRules(game).playersLog;
  // An organiser removes logs until the game is marked finished.
  const canRemove = manages && game.status === 'active';

  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="end" gap="sm">
        <Group gap="xs" align="center">
          <Title order={2} size="h3" id={titleId}>
            {t('results.title')}
          </Title>
          {game.phase === 'running' && (
            <Badge color="red" variant="dot" aria-describedby={liveId}>
              {t('results.live')}
            </Badge>
          )}
          <VisuallyHidden id={liveId}>{t('results.liveHint')}</VisuallyHidden>
        </Group>
        <Group gap="sm" align="end">
          {manages && (
            <LinkButton to={paths.games.review.href(game.id)} icon={IconClipboardCheck}>
              {tl('review.open')}
            </LinkButton>
          )}
          <LinkButton to={paths.games.participants.href(game.id)} icon={IconUserSearch}>
            {t('judge.open')}
          </LinkButton>
          <ResultsRange game={game} value={range} onChange={setRange} />
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <TeamStandings gameId={game.id} range={range} />
        <TopPlayers gameId={game.id} range={range} />
        {/* Below the fold on a phone, the second row on a wide screen: drawn next. */}
        <DrawnNext>
          <DailyActivity gameId={game.id} />
          <Participation gameId={game.id} />
          <LatestLogs
            gameId={game.id}
            canRemove={canRemove}
            action={
              canLog && (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPencilPlus size={14} aria-hidden />}
                  onClick={() => setLogging(true)}
                >
                  {tl('onBehalf.open')}
                </Button>
              )
            }
          />
          <PublicLinks game={game} canRegenerate={manages} />
        </DrawnNext>
      </SimpleGrid>
      {canLog && <LogForPlayerDialog game={game} opened={logging} onClose={() => setLogging(false)} />}
    </Stack>
  );
}
