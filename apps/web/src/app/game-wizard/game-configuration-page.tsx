import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { gameLocks } from '../../features/games/components/game-lifecycle.ts';
import { GameReadOnlyAlert } from '../../features/games/components/game-read-only-alert.tsx';
import { useGameBreadcrumb } from '../../features/games/components/use-game-breadcrumb.ts';
import { paths } from '../../lib/paths.ts';
import { GameWizard } from './game-wizard.tsx';

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

function ContinueSetup({ id }: { id: string }) {
  const { t } = useTranslation('games');
  const { game, name, breadcrumb } = useGameBreadcrumb(id, t('wizard.title'));

  return (
    <>
      <PageHeader title={name ? t('wizard.heading', { name }) : t('wizard.title')} breadcrumb={breadcrumb} />
      {game.isPending ? (
        <LoadingScreen />
      ) : game.isError ? (
        <ErrorAlert error={game.error} />
      ) : gameLocks(game.data).readOnly ? (
        // A finished or archived game has nothing left to set up.
        <GameReadOnlyAlert game={game.data}>
          {' '}
          <Anchor component={Link} to={paths.games.view.href(id)} size="sm" fw={600}>
            {t('review.openGame')}
          </Anchor>
        </GameReadOnlyAlert>
      ) : (
        <GameWizard game={game.data} />
      )}
    </>
  );
}
