import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useStillWaiting } from '../../../lib/cards-loading.ts';
import type { TOpensWithData } from '../../../lib/opening.ts';
import { paths } from '../../../lib/paths.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { publicLeaderboardQueryOptions, usePublicLeaderboard } from '../api/public-api.ts';
import { usePublicLeaderboardLive } from '../api/public-leaderboard-live.ts';
import { publicRoundsQueryOptions } from '../api/public-rounds-api.ts';
import { useAnnounceMoves } from '../components/announce-moves.ts';
import { PlayerBoard, TeamBoard } from '../components/boards.tsx';
import { GameHeading } from '../components/game-heading.tsx';
import { LiveStatus } from '../components/live-status.tsx';
import { PublicCharities } from '../components/public-charities.tsx';
import { PublicRoundBoard } from '../components/public-round-board.tsx';
import { useRankMoves } from '../components/rank-moves.ts';
import { TvLeaderboard } from '../components/tv-leaderboard.tsx';

/** Rank changes are said at most this often on the page (a wall screen: `TV_ANNOUNCE_GAP_MS`). */
const ANNOUNCE_GAP_MS = 10_000;
const TV_ANNOUNCE_GAP_MS = 60_000;

/**
 * `/leaderboard/{publicId}`: a game's public leaderboard, without signing in, live. With `?tv=1`
 * the wall-screen mode: full screen, large type, cycling between the teams and the players, the
 * whole game or one round (`&round={id}`).
 */
export function PublicLeaderboardPage() {
  const { publicId = '' } = useParams();
  const [search] = useSearchParams();
  const tv = search.get('tv') === '1';
  const { t } = useTranslation('public');
  const board = usePublicLeaderboard(publicId);
  const live = usePublicLeaderboardLive(publicId);
  const moves = useRankMoves(board.data);
  useAnnounceMoves(moves, tv ? TV_ANNOUNCE_GAP_MS : ANNOUNCE_GAP_MS);
  const name = board.data?.name;
  const waiting = useStillWaiting(board.isPending);

  useEffect(() => {
    if (name) document.title = `${t('board.documentTitle', { game: name })} · Rally`;
  }, [name, t]);

  if (board.isError && board.error instanceof ApiError && board.error.status === 404) {
    return <Navigate to={paths.misc.notFound.href()} replace />;
  }
  // A board already shown stays while the stream is away; only a first load can fail here.
  if (waiting || !board.data) return board.isError ? <ErrorAlert error={board.error} /> : <LoadingScreen />;
  if (tv) {
    return (
      <TvLeaderboard
        publicId={publicId}
        board={board.data}
        version={board.dataUpdatedAt}
        moves={moves}
        live={live}
      />
    );
  }

  return (
    <Stack gap="lg">
      <GameHeading game={board.data} level={1}>
        <LiveStatus live={live} />
      </GameHeading>
      <Card withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="public-teams">
        <Title order={2} size="h3" id="public-teams" mb="sm">
          {t('board.teams')}
        </Title>
        <TeamBoard board={board.data} moves={moves} />
      </Card>
      {board.data.individuals && (
        <Card withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="public-players">
          <Title order={2} size="h3" id="public-players" mb="sm">
            {t('board.players')}
          </Title>
          {board.data.individuals.length > 0 ? (
            <PlayerBoard board={board.data} moves={moves} />
          ) : (
            <Text c="dimmed">{t('board.noPlayers')}</Text>
          )}
        </Card>
      )}
      <PublicRoundBoard publicId={publicId} version={board.dataUpdatedAt} />
      <PublicCharities charities={board.data.charities} />
      <Group gap="lg">
        <Anchor component={RouterLink} to={paths.publicGame.href(publicId)}>
          {t('board.toGamePage')}
        </Anchor>
        <Anchor component={RouterLink} to={paths.publicLeaderboard.href(publicId, { tv: true })}>
          {t('board.toTv')}
        </Anchor>
      </Group>
    </Stack>
  );
}

/**
 * Opened on the board, the first render has it and its rounds (lib/opening.ts): the board is drawn
 * once, where a loading state first stood and was replaced (the page's largest paint a render
 * later), and the rounds were asked for only once the board had drawn (another render, another
 * round trip).
 */
PublicLeaderboardPage.openingData = (({ params: { publicId } }) =>
  publicId
    ? Promise.all([
        queryClient.prefetchQuery(publicLeaderboardQueryOptions(publicId)),
        queryClient.prefetchQuery(publicRoundsQueryOptions(publicId)),
      ])
    : Promise.resolve()) satisfies TOpensWithData['openingData'];
