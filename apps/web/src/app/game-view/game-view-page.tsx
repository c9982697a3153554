import { Stack } from '@mantine/core';
import type { TGameDetail } from '@rally/contracts/games';
import { LEADERBOARD_DEFAULT_LIMIT } from '@rally/contracts/scores';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DrawnNext } from '../../components/drawn-next.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useDrawnRecord, WhenLoaded } from '../../components/when-loaded.tsx';
import { charityLedgerQueryOptions } from '../../features/charities/api/ledger-api.ts';
import { GameCharityLedger } from '../../features/charities/components/game-charity-ledger.tsx';
import { useGame } from '../../features/games/api/games-api.ts';
import { GameActions } from '../../features/games/components/game-actions.tsx';
import { gameLocks } from '../../features/games/components/game-lifecycle.ts';
import { useRememberedGame } from '../../features/games/components/use-remembered-game.ts';
import { gameLogsQueryOptions } from '../../features/logs/api/game-logs-api.ts';
import { RoundResults } from '../../features/rounds/components/round-results.tsx';
import {
  gameResultsQueryOptions,
  leaderboardQueryOptions,
  standingsQueryOptions,
} from '../../features/scores/api/scores-api.ts';
import { SaveAsTemplateButton } from '../../features/templates/components/save-as-template.tsx';
import { useAppAbility } from '../../lib/abilities.tsx';
import { awaitingFirstAnswer, useStillWaiting } from '../../lib/cards-loading.ts';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { GameProblems } from '../game-wizard/game-problems.tsx';
import { GameOverview } from './game-overview.tsx';
import { GameResults } from './game-results.tsx';
import { GameSections } from './game-sections.tsx';
import { PublicLinks } from './public-links.tsx';

/** A game has results once it has begun: running, or finished (by date or by hand). */
const hasResults = (game: TGameDetail) => game.phase === 'running' || game.phase === 'finished';

/** Where each part of the game is changed; none for a finished or archived game (read-only). */
const contentLinks = (game: TGameDetail) =>
  gameLocks(game).readOnly
    ? undefined
    : {
        teams: paths.games.teams.href(game.id),
        activities: paths.games.activities.href(game.id),
        kpis: paths.games.kpis.href(game.id),
        charities: paths.games.charities.href(game.id),
      };

/**
 * The results and the charity ledger, drawn once all their cards' data has answered: drawn as
 * each answered, the standings growing from their loading state pushed every card below (CLS 0.19
 * in Lighthouse's mobile run). Each card reads its own from the same queries. Drawn in a deferred
 * render, in slices (`useStillWaiting`): on their answer, the cards were one task of 120-200 ms at
 * 4× CPU on a phone (`bench:tasks`).
 */
function ResultsSection({ game, manages }: { game: TGameDetail; manages: boolean }) {
  const loading = useQueries({
    queries: [
      standingsQueryOptions(game.id, {}),
      leaderboardQueryOptions(game.id, { limit: LEADERBOARD_DEFAULT_LIMIT }),
      gameResultsQueryOptions(game.id),
      gameLogsQueryOptions(game.id),
      charityLedgerQueryOptions(game.id),
    ],
    combine: awaitingFirstAnswer,
  });
  if (useStillWaiting(loading)) return <LoadingScreen />;
  return (
    <Stack gap="md">
      <GameResults game={game} manages={manages} />
      {/* Drawn with the results' lower cards (GameResults), so it is never pushed down by them. */}
      <DrawnNext>
        <GameCharityLedger gameId={game.id} />
      </DrawnNext>
    </Stack>
  );
}

/**
 * `/games/game-view/{id}`: one game at a glance, where a company admin lands after sign-in. Those
 * who manage games get the actions its status allows; everyone else reads.
 */
export function GameViewPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('games');
  const tk = useKeyTranslation();
  const ability = useAppAbility();
  const manages = ability.can('manage', 'Game');
  const game = useGame(id);
  const drawn = useDrawnRecord(game);
  // The game's content screens, opened from the navigation, come back to this game.
  useRememberedGame({ gameId: id || undefined });
  const breadcrumb = [
    { label: tk('nav.games'), to: paths.games.list.href() },
    { label: drawn?.name ?? t('view.title') },
  ];

  return (
    <>
      <PageHeader
        title={drawn?.name}
        breadcrumb={breadcrumb}
        actions={
          manages &&
          drawn && (
            <>
              {ability.can('manage', 'Template') && <SaveAsTemplateButton game={drawn} />}
              <GameActions game={drawn} />
            </>
          )
        }
      />
      <WhenLoaded query={game}>
        {(data) => (
          <Stack gap="md">
            {/* What blocks activation is the organiser's to fix; clients and players only read the game. */}
            {manages && <GameProblems game={data} withLinks />}
            {/* Results by name are for organisers and clients; players follow the game on their home. */}
            {hasResults(data) && ability.can('read', 'Report') ? (
              <GameSections
                game={data}
                results={<ResultsSection game={data} manages={manages} />}
                rounds={<RoundResults gameId={data.id} />}
                setup={<GameOverview game={data} links={manages ? contentLinks(data) : undefined} />}
              />
            ) : (
              <>
                <GameCharityLedger gameId={data.id} />
                <GameOverview game={data} links={manages ? contentLinks(data) : undefined} />
                {/* Before its start a trial's game is where its organiser finds the link colleagues join by. */}
                {manages && data.joinByLink && <PublicLinks game={data} canRegenerate />}
              </>
            )}
          </Stack>
        )}
      </WhenLoaded>
    </>
  );
}
