import { Alert, Paper, Stack, Title } from '@mantine/core';
import { IconEye, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { LinkButton } from '../../../components/page-actions.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useKeyTranslation } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useGame } from '../api/games-api.ts';
import { GameContentLinks } from '../components/game-content-links.tsx';
import { GameDetailsForm } from '../components/game-details-form.tsx';
import { gameLocks } from '../components/game-lifecycle.ts';
import { GameRulesForm } from '../components/game-rules-form.tsx';

/** `/games/game-edit/{id}`: a game's details and rules, as far as its status lets them change. */
export function GameEditPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('games');
  const tk = useKeyTranslation();
  const game = useGame(id);
  const name = game.data?.name;
  const breadcrumb = [
    { label: tk('nav.games'), to: paths.games.list.href() },
    ...(name ? [{ label: name, to: paths.games.view.href(id) }] : []),
    { label: t('edit.title') },
  ];
  const saved = () => notifySuccess(t('edit.saved'));

  return (
    <>
      <PageHeader
        title={name ? t('edit.heading', { name }) : t('edit.title')}
        breadcrumb={breadcrumb}
        actions={
          <LinkButton to={paths.games.view.href(id)} icon={IconEye}>
            {t('actions.view')}
          </LinkButton>
        }
      />
      {game.isPending ? (
        <LoadingScreen />
      ) : game.isError ? (
        <ErrorAlert error={game.error} />
      ) : (
        <Stack gap="lg" maw={960}>
          {gameLocks(game.data).readOnly && (
            <Alert color="gray" variant="light" icon={<IconLock aria-hidden />}>
              {t(`edit.readOnly.${game.data.status === 'archived' ? 'archived' : 'finished'}`)}
            </Alert>
          )}
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="game-details">
            <Title order={2} size="h4" mb="md" id="game-details">
              {t('steps.details.label')}
            </Title>
            <GameDetailsForm game={game.data} submitLabel={t('edit.saveDetails')} onSaved={saved} />
          </Paper>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="game-rules">
            <Title order={2} size="h4" mb="md" id="game-rules">
              {t('steps.rules.label')}
            </Title>
            <GameRulesForm game={game.data} submitLabel={t('edit.saveRules')} onSaved={saved} />
          </Paper>
          <GameContentLinks game={game.data} />
        </Stack>
      )}
    </>
  );
}
