import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { WhenLoaded } from '../../components/when-loaded.tsx';
import { gameActivitiesQueryOptions } from '../../features/activities/api/activities-api.ts';
import { gameQueryOptions } from '../../features/games/api/games-api.ts';
import { gameLocks } from '../../features/games/components/game-lifecycle.ts';
import { GameReadOnlyAlert } from '../../features/games/components/game-read-only-alert.tsx';
import { useGameBreadcrumb } from '../../features/games/components/use-game-breadcrumb.ts';
import { gameKpisQueryOptions, gameTargetsQueryOptions } from '../../features/kpis/api/kpis-api.ts';
import { gameQuizMediaQueryOptions, mediaPageQueryOptions } from '../../features/media/api/media-api.ts';
import { gameRoundsQueryOptions } from '../../features/rounds/api/rounds-api.ts';
import { gameTeamsQueryOptions } from '../../features/teams/api/teams-api.ts';
import { charitiesQueryOptions, gameCharitiesQueryOptions } from '../../lib/charity-queries.ts';
import type { TOpensWithData } from '../../lib/opening.ts';
import { paths } from '../../lib/paths.ts';
import { queryClient } from '../../lib/query-client.ts';
import { GameWizard } from './game-wizard.tsx';
import { isStep, type TStep } from './steps.ts';

/** `/games/game-configuration` (a new game) and `/{id}` (continue setting one up). */
export function GameConfigurationPage() {
  const { id } = useParams();
  if (!id) {
    return (
      <>
        <PageHeader />
        <GameWizard />
      </>
    );
  }
  return <ContinueSetup id={id} />;
}

/** What each content step's editor asks for; the game's own steps (its forms, the review) ask nothing more. */
const STEP_CONTENT: Partial<Record<TStep, (gameId: string) => Promise<void>[]>> = {
  activities: (gameId) => [queryClient.prefetchQuery(gameActivitiesQueryOptions(gameId))],
  teams: (gameId) => [
    queryClient.prefetchQuery(gameTeamsQueryOptions(gameId)),
    queryClient.prefetchQuery(gameCharitiesQueryOptions(gameId)),
  ],
  kpis: (gameId) => [
    queryClient.prefetchQuery(gameKpisQueryOptions(gameId)),
    queryClient.prefetchQuery(gameTargetsQueryOptions(gameId)),
  ],
  rounds: (gameId) => [queryClient.prefetchQuery(gameRoundsQueryOptions(gameId))],
  quiz: (gameId) => [
    queryClient.prefetchQuery(gameQuizMediaQueryOptions(gameId)),
    queryClient.prefetchQuery(mediaPageQueryOptions(1, undefined, '')),
  ],
  charities: (gameId) => [
    queryClient.prefetchQuery(gameCharitiesQueryOptions(gameId)),
    queryClient.prefetchQuery(charitiesQueryOptions()),
  ],
};

/**
 * A game's set-up opened from its address (`/:id?step=`): the game, then what the step shows of
 * it, asked for beside the code. A finished or archived game shows no step.
 */
GameConfigurationPage.openingData = (({ params: { id }, search }) => {
  if (!id) return Promise.resolve();
  const step = search.get('step');
  const content = isStep(step) ? STEP_CONTENT[step] : undefined;
  return queryClient
    .fetchQuery(gameQueryOptions(id))
    .then((game) => (content && !gameLocks(game).readOnly ? Promise.all(content(id)) : undefined));
}) satisfies TOpensWithData['openingData'];

function ContinueSetup({ id }: { id: string }) {
  const { t } = useTranslation('games');
  const { game, name, breadcrumb } = useGameBreadcrumb(id, t('wizard.title'));

  return (
    <>
      <PageHeader title={name ? t('wizard.heading', { name }) : t('wizard.title')} breadcrumb={breadcrumb} />
      <WhenLoaded query={game}>
        {(data) =>
          gameLocks(data).readOnly ? (
            // A finished or archived game has nothing left to set up.
            <GameReadOnlyAlert game={data}>
              {' '}
              <Anchor component={Link} to={paths.games.view.href(id)} size="sm" fw={600}>
                {t('review.openGame')}
              </Anchor>
            </GameReadOnlyAlert>
          ) : (
            <GameWizard game={data} />
          )
        }
      </WhenLoaded>
    </>
  );
}
