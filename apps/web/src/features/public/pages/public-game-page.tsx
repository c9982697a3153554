import { Anchor, Card, ColorSwatch, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { CharityProgressList } from '../../../components/charity-progress-list.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { awaitingFirstAnswer, useStillWaiting } from '../../../lib/cards-loading.ts';
import { formatScore } from '../../../lib/format-score.ts';
import type { TOpensWithData } from '../../../lib/opening.ts';
import { paths } from '../../../lib/paths.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { publicGameQueryOptions, usePublicGame } from '../api/public-api.ts';
import { usePublicLeaderboardLive } from '../api/public-leaderboard-live.ts';
import { publicRoundsQueryOptions } from '../api/public-rounds-api.ts';
import { GameHeading } from '../components/game-heading.tsx';
import { LiveStatus } from '../components/live-status.tsx';
import { PublicRoundBoard } from '../components/public-round-board.tsx';

/**
 * `/{publicId}`: a game's public page, without signing in: name, dates, phase, the teams' places and
 * what the game has raised for its charities so far; live, on the public leaderboard's stream.
 */
export function PublicGamePage() {
  const { publicId = '' } = useParams();
  const { t } = useTranslation('public');
  const game = usePublicGame(publicId);
  // The round board sits between the teams and the charities: drawn when its rounds (and the
  // running round's board, which come with them) are here, not a moment after the page, which
  // pushed the charities down (CLS 0.14 in Lighthouse's mobile run). A failure is the board's own.
  const rounds = useQuery(publicRoundsQueryOptions(publicId));
  const live = usePublicLeaderboardLive(publicId);
  const name = game.data?.name;
  const waiting = useStillWaiting(game.isPending || awaitingFirstAnswer([rounds]));

  useEffect(() => {
    if (name) document.title = `${name} · Rally`;
  }, [name]);

  if (game.isError && game.error instanceof ApiError && game.error.status === 404) {
    return <Navigate to={paths.misc.notFound.href()} replace />;
  }
  if (waiting || game.isPending) return <LoadingScreen />;
  if (game.isError) return <ErrorAlert error={game.error} />;
  const { data } = game;

  return (
    <Stack gap="lg">
      <GameHeading game={data} level={1}>
        <LiveStatus live={live} />
      </GameHeading>
      {data.description && <Text style={{ whiteSpace: 'pre-line' }}>{data.description}</Text>}
      <Card withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="public-game-teams">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h3" id="public-game-teams">
            {t('game.teams')}
          </Title>
          <Anchor component={RouterLink} to={paths.publicLeaderboard.href(publicId)}>
            {t('game.toLeaderboard')}
          </Anchor>
        </Group>
        {data.teams.length === 0 ? (
          <Text c="dimmed">{t('game.noTeams')}</Text>
        ) : (
          <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {data.teams.map((team) => (
              <Group key={team.name} component="li" gap="sm" wrap="nowrap" align="flex-start">
                <Text fw={700} w={28} ta="right">
                  {team.rank}
                </Text>
                <ColorSwatch color={team.color} size={14} mt={5} aria-hidden />
                <div style={{ minWidth: 0 }}>
                  <Text fw={600}>{team.name}</Text>
                  <Text size="sm" c="dimmed">
                    {t(data.teamRanking === 'average' ? 'game.teamAverage' : 'game.teamPoints', {
                      score: formatScore(team.score),
                      count: team.members,
                    })}
                  </Text>
                </div>
              </Group>
            ))}
          </Stack>
        )}
      </Card>
      <PublicRoundBoard publicId={publicId} version={game.dataUpdatedAt} />
      {data.charities.length > 0 && (
        <Card
          withBorder
          p={{ base: 'sm', sm: 'lg' }}
          component="section"
          aria-labelledby="public-game-charities"
        >
          <Title order={2} size="h3" id="public-game-charities" mb="sm">
            {t('game.charities')}
          </Title>
          <CharityProgressList charities={data.charities} />
        </Card>
      )}
    </Stack>
  );
}

/**
 * Opened on the page, the first render has the game and its rounds (lib/opening.ts): asked
 * together, beside the page's code, and drawn once.
 */
PublicGamePage.openingData = (({ params: { publicId } }) =>
  publicId
    ? Promise.all([
        queryClient.prefetchQuery(publicGameQueryOptions(publicId)),
        queryClient.prefetchQuery(publicRoundsQueryOptions(publicId)),
      ])
    : Promise.resolve()) satisfies TOpensWithData['openingData'];
