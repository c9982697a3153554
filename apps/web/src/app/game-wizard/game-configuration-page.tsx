import { Alert, Anchor } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useGame } from '../../features/games/api/games-api.ts';
import { gameLocks } from '../../features/games/components/game-lifecycle.ts';
import { useKeyTranslation } from '../../lib/i18n.ts';
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
  const tk = useKeyTranslation();
  const game = useGame(id);
  const name = game.data?.name;
  const breadcrumb = [
    { label: tk('nav.games'), to: paths.games.list.href() },
    ...(name ? [{ label: name, to: paths.games.view.href(id) }] : []),
    { label: t('wizard.title') },
  ];

  return (
    <>
      <PageHeader title={name ? t('wizard.heading', { name }) : t('wizard.title')} breadcrumb={breadcrumb} />
      {game.isPending ? (
        <LoadingScreen />
      ) : game.isError ? (
        <ErrorAlert error={game.error} />
      ) : gameLocks(game.data).readOnly ? (
        // A finished or archived game has nothing left to set up.
        <Alert color="gray" variant="light" icon={<IconLock aria-hidden />}>
          {t(`edit.readOnly.${game.data.status === 'archived' ? 'archived' : 'finished'}`)}{' '}
          <Anchor component={Link} to={paths.games.view.href(id)} size="sm" fw={600}>
            {t('review.openGame')}
          </Anchor>
        </Alert>
      ) : (
        <GameWizard game={game.data} />
      )}
    </>
  );
}
