import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useAppAbility } from '../../../lib/abilities.tsx';
import { useKeyTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useGame } from '../api/games-api.ts';
import { useRememberedGame } from '../components/content/use-remembered-game.ts';
import { GameActions } from '../components/game-actions.tsx';
import { gameLocks } from '../components/game-lifecycle.ts';
import { GameOverview } from '../components/game-overview.tsx';
import { GameProblems } from '../components/game-problems.tsx';

/**
 * `/games/game-view/{id}`: one game at a glance, where a company admin lands after sign-in. Those
 * who manage games get the actions its status allows; everyone else reads.
 */
export function GameViewPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('games');
  const tk = useKeyTranslation();
  const manages = useAppAbility().can('manage', 'Game');
  const game = useGame(id);
  // The game's content screens, opened from the navigation, come back to this game.
  useRememberedGame({ gameId: id || undefined });
  const breadcrumb = [
    { label: tk('nav.games'), to: paths.games.list.href() },
    { label: game.data?.name ?? t('view.title') },
  ];

  return (
    <>
      <PageHeader
        title={game.data?.name}
        breadcrumb={breadcrumb}
        actions={manages && game.data && <GameActions game={game.data} />}
      />
      {game.isPending ? (
        <LoadingScreen />
      ) : game.isError ? (
        <ErrorAlert error={game.error} />
      ) : (
        <Stack gap="md">
          <GameProblems game={game.data} withLinks={manages} />
          <GameOverview
            game={game.data}
            links={
              // A finished or archived game's content is read-only: nothing to manage.
              manages && !gameLocks(game.data).readOnly
                ? {
                    teams: paths.games.teams.href(id),
                    habits: paths.games.activities.href(id),
                    kpis: paths.games.kpis.href(id),
                    charities: paths.games.charities.href(id),
                  }
                : undefined
            }
          />
        </Stack>
      )}
    </>
  );
}
