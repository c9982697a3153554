import { Paper, Stack, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LinkButton } from '../../../components/page-actions.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { WhenLoaded } from '../../../components/when-loaded.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import type { TOpensWithData } from '../../../lib/opening.ts';
import { paths } from '../../../lib/paths.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { gameQueryOptions } from '../api/games-api.ts';
import { GameContentLinks } from '../components/game-content-links.tsx';
import { GameDetailsForm } from '../components/game-details-form.tsx';
import { gameLocks } from '../components/game-lifecycle.ts';
import { GameReadOnlyAlert } from '../components/game-read-only-alert.tsx';
import { GameRulesForm } from '../components/game-rules-form.tsx';
import { useGameBreadcrumb } from '../components/use-game-breadcrumb.ts';

/** `/games/game-edit/{id}`: a game's details and rules, as far as its status lets them change. */
export function GameEditPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('games');
  const { game, name, breadcrumb } = useGameBreadcrumb(id, t('edit.title'));
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
      <WhenLoaded query={game}>
        {(data) => (
          <Stack gap="lg" maw={960}>
            {gameLocks(data).readOnly && <GameReadOnlyAlert game={data} />}
            <EditSection id="game-details" title={t('steps.details.label')}>
              <GameDetailsForm game={data} submitLabel={t('edit.saveDetails')} onSaved={saved} />
            </EditSection>
            <EditSection id="game-rules" title={t('steps.rules.label')}>
              <GameRulesForm game={data} submitLabel={t('edit.saveRules')} onSaved={saved} />
            </EditSection>
            <GameContentLinks game={data} />
          </Stack>
        )}
      </WhenLoaded>
    </>
  );
}

/** The game, asked for beside the code: its forms are all the screen shows, and need nothing else. */
GameEditPage.openingData = (({ params: { id } }) =>
  id
    ? queryClient.prefetchQuery(gameQueryOptions(id))
    : Promise.resolve()) satisfies TOpensWithData['openingData'];

/** One titled part of the edit screen, a landmark named by its title. */
function EditSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Title order={2} size="h4" mb="md" id={id}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
