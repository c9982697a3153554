import { Grid, Stack, Text } from '@mantine/core';
import type { TUserGameScore } from '@rally/contracts/scores';
import { type FetchQueryOptions, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DrawnNext } from '../../components/drawn-next.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { playerBadgesQueryOptions } from '../../features/badges/api/badges-api.ts';
import { MyBadges } from '../../features/badges/components/my-badges.tsx';
import { charityLedgerQueryOptions } from '../../features/charities/api/ledger-api.ts';
import { GameCharityLedger } from '../../features/charities/components/game-charity-ledger.tsx';
import { GameFeed } from '../../features/feed/components/game-feed.tsx';
import { checklistQueryOptions } from '../../features/logs/api/checklist-api.ts';
import { playerQuizQueryOptions } from '../../features/media/api/media-api.ts';
import { PlayerQuiz } from '../../features/media/components/player-quiz.tsx';
import { AllowNotifications } from '../../features/push/components/allow-notifications.tsx';
import { myRemindersQueryOptions } from '../../features/reminders/api/reminders-api.ts';
import { ReminderSummary } from '../../features/reminders/components/reminder-summary.tsx';
import { currentRoundOptions } from '../../features/rounds/api/rounds-api.ts';
import { RoundResults } from '../../features/rounds/components/round-results.tsx';
import { myPlaceQueryOptions, standingsQueryOptions } from '../../features/scores/api/scores-api.ts';
import { useScoresChanged } from '../../features/scores/api/scores-live.ts';
import { userGamesQueryOptions, useUserGames } from '../../features/scores/api/user-games-api.ts';
import { MyPlace } from '../../features/scores/components/my-place.tsx';
import { TeamStandings } from '../../features/scores/components/team-standings.tsx';
import { streaksQueryOptions } from '../../features/streaks/api/streaks-api.ts';
import { StreakCard } from '../../features/streaks/components/streak-card.tsx';
import { useAppAbility } from '../../lib/abilities.tsx';
import { awaitingFirstAnswer } from '../../lib/cards-loading.ts';
import { formatDate } from '../../lib/dates.ts';
import type { TOpensWithData } from '../../lib/opening.ts';
import { logKeys, scoreKeys } from '../../lib/play-keys.ts';
import { queryClient } from '../../lib/query-client.ts';
import { getSession, useSession } from '../../lib/session.ts';
import { GameDay } from './game-day.tsx';
import { KeptHomeNotice } from './kept-home-notice.tsx';
import { MyGames } from './my-games.tsx';
import { ScoreSummary } from './score-summary.tsx';

/** The game a player's home opens on: the one asked for, else the running one, else the newest. */
const chosen = (games: TUserGameScore[], id: string | undefined) =>
  games.find((game) => game.competitionId === id) ??
  (id ? undefined : (games.find((game) => game.phase === 'running') ?? games[0]));

/**
 * The cards' queries (the standings apart: the summary reads them too). The page asks for them
 * together and draws the cards once all have answered; its opening asks for the same before the
 * first render. The checklist only for a running game.
 */
const cardQueries = (gameId: string, userId: string, running: boolean) => [
  ...(running ? [checklistQueryOptions(gameId, {})] : []),
  playerQuizQueryOptions(gameId),
  myPlaceQueryOptions(gameId),
  currentRoundOptions(gameId),
  charityLedgerQueryOptions(gameId),
  streaksQueryOptions(gameId, userId),
  playerBadgesQueryOptions(gameId, userId),
  myRemindersQueryOptions(),
];

/** Instead of the checklist, for a game that is not running: when it starts, or how it ended. */
function NotRunning({ game }: { game: TUserGameScore }) {
  const { t } = useTranslation('play');
  return (
    <Text c="dimmed">
      {game.phase === 'scheduled'
        ? t('notRunning.scheduled', { day: formatDate(game.startDate) })
        : t('notRunning.over', { rank: game.rank, players: game.players })}
    </Text>
  );
}

/**
 * `/play/{id?}`: a player's home, where they land after signing in (and from the start e-mail).
 * Their games; for the game shown, today's checklist, their points and places. It follows the
 * game's live signal, so the boards move as colleagues log. Built phone first: one column, the
 * checklist before the boards.
 */
export function PlayerHomePage() {
  const { id } = useParams();
  const { t } = useTranslation('play');
  const userId = useSession()?.user.id ?? '';
  const games = useUserGames(userId);
  const game = games.data ? chosen(games.data, id) : undefined;
  const gameId = id ?? game?.competitionId;
  // Shared with the standings card below: gives the summary its team's colour.
  const standings = useQuery({ ...standingsQueryOptions(gameId ?? '', {}), enabled: Boolean(gameId) });
  const running = !game || game.phase === 'running';
  const queryClient = useQueryClient();
  const canModerate = useAppAbility().can('manage', 'Game');

  const refresh = useCallback(() => {
    if (!gameId) return;
    void queryClient.invalidateQueries({ queryKey: logKeys.game(gameId) });
    void queryClient.invalidateQueries({ queryKey: scoreKeys.game(gameId) });
    void queryClient.invalidateQueries({ queryKey: scoreKeys.userGames(userId) });
  }, [queryClient, gameId, userId]);
  useScoresChanged(gameId ?? '', refresh, Boolean(gameId));

  // The cards' data, asked for together, and the cards drawn once all of it is here (or failed):
  // drawn as each answered, a card growing from its loading state pushed the ones below it down,
  // a layout shift of 0.4 of a phone's screen on every visit. Each card reads its own from here.
  const asked = Boolean(games.data && gameId);
  const shown = gameId ?? '';
  const cardsLoading = useQueries({
    queries: cardQueries(shown, userId, running).map((options) => ({ ...options, enabled: asked })),
    combine: (results) => awaitingFirstAnswer([...results, standings]),
  });

  if (games.isPending || cardsLoading) return <LoadingScreen />;
  // Offline, the games as last received (lib/offline-cache.ts) are shown, with a word that they are.
  if (games.data === undefined) return <ErrorAlert error={games.error} />;
  const teamColor = standings.data?.teams.find((team) => team.id === game?.groupId)?.color;

  return (
    <>
      <PageHeader title={game?.competitionName ?? t('title')} />
      {games.isError && <KeptHomeNotice receivedAt={games.dataUpdatedAt} />}
      {!gameId ? (
        <Text c="dimmed">{t('noGames')}</Text>
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              {game && <ScoreSummary game={game} teamColor={teamColor} />}
              {/* The first view is the heading and the player's figures: the cards follow in a
                  render of their own, below them, so the first paint does not wait for the day. */}
              <DrawnNext>
                <StreakCard gameId={gameId} userId={userId} />
                {running ? (
                  <GameDay key={gameId} gameId={gameId} onChanged={refresh} />
                ) : (
                  game && <NotRunning game={game} />
                )}
                <PlayerQuiz key={`quiz-${gameId}`} gameId={gameId} onAnswered={refresh} />
              </DrawnNext>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              {/* Beside the heading on a wide screen it is put there at once, to show as soon as
                  it knows this browser's state (held back, its words became the largest paint,
                  later); below the day on a phone, drawn with the rest. */}
              <DrawnNext besideFrom="md">
                <AllowNotifications />
              </DrawnNext>
              <DrawnNext>
                <ReminderSummary gameId={gameId} />
                <MyBadges gameId={gameId} userId={userId} />
                <MyPlace gameId={gameId} />
              </DrawnNext>
              {/* The boards and the feed in a render of their own, after the cards above: laid out
                  with them, all the cards were one task of 400 ms on a phone (4x CPU). */}
              <DrawnNext step={2}>
                <TeamStandings gameId={gameId} range={{}} />
                <RoundResults gameId={gameId} />
                <GameCharityLedger gameId={gameId} />
                {games.data.length > 1 && <MyGames games={games.data} selectedId={gameId} />}
                {/* Last: it loads after the cards above and grows as it pages, shifting nothing. */}
                <GameFeed
                  key={`feed-${gameId}`}
                  gameId={gameId}
                  inTeam={Boolean(game?.groupId)}
                  canReact={Boolean(game?.groupId) || canModerate}
                  canModerate={canModerate}
                />
              </DrawnNext>
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}

/**
 * Opened on the home, its games and then its cards are asked for as soon as its code is here, and
 * the first render waits for them a while (lib/opening.ts): the home is drawn once, with its cards,
 * where it first drew a loading state, asked for the games, then for the cards.
 */
PlayerHomePage.openingData = (async ({ params: { id } }) => {
  const userId = getSession()?.user.id;
  if (!userId) return;
  const games = await queryClient.fetchQuery(userGamesQueryOptions(userId));
  const game = chosen(games, id);
  const gameId = id ?? game?.competitionId;
  if (!gameId) return;
  const running = !game || game.phase === 'running';
  await Promise.all(
    // One list of queries of different answers: the client keeps each under its own key.
    [...cardQueries(gameId, userId, running), standingsQueryOptions(gameId, {})].map((options) =>
      queryClient.prefetchQuery(options as FetchQueryOptions),
    ),
  );
}) satisfies TOpensWithData['openingData'];
