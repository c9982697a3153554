import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { useDrawnRecord, WhenLoaded } from '../../components/when-loaded.tsx';
import { activityQueryOptions, useActivity } from '../../features/activities/api/activities-api.ts';
import { ActivityDetails } from '../../features/activities/components/activity-details.tsx';
import { ActivityForm } from '../../features/activities/components/activity-form.tsx';
import { gameQueryOptions } from '../../features/games/api/games-api.ts';
import { GamePicker } from '../../features/games/components/game-picker.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import type { TOpensWithData } from '../../lib/opening.ts';
import { paths } from '../../lib/paths.ts';
import { queryClient } from '../../lib/query-client.ts';
import { WithGame } from './with-game.tsx';

/** `/games/activity-configuration` (a new activity for a chosen game) and `/:id` (one activity). */
export function ActivityConfigurationPage() {
  const { id } = useParams();
  return id ? <EditActivity id={id} /> : <CreateActivity />;
}

/** One activity (`/:id`), then its game, whose phase its editor follows, asked for beside the code. */
ActivityConfigurationPage.openingData = (({ params: { id } }) =>
  id
    ? queryClient
        .fetchQuery(activityQueryOptions(id))
        .then((activity) => queryClient.prefetchQuery(gameQueryOptions(activity.competitionId)))
    : Promise.resolve()) satisfies TOpensWithData['openingData'];

function EditActivity({ id }: { id: string }) {
  const activity = useActivity(id);
  return (
    <>
      <PageHeader title={useDrawnRecord(activity)?.name} />
      <WhenLoaded query={activity}>
        {(data) => (
          <WithGame gameId={data.competitionId}>
            {(game) => <ActivityDetails activity={data} game={game} />}
          </WithGame>
        )}
      </WhenLoaded>
    </>
  );
}

function CreateActivity() {
  const { t } = useTranslation('activities');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const gameId = params.get('gameId');

  return (
    <>
      <PageHeader />
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} maw={760}>
        <Stack gap="md">
          <GamePicker
            label={t('page.game')}
            value={gameId}
            onChange={(id) => setParams(id ? { gameId: id } : {}, { replace: true })}
            required
          />
          {gameId ? (
            <ActivityForm
              key={gameId}
              gameId={gameId}
              onSaved={(saved) => {
                notifySuccess(t('activity.created', { name: saved.name }));
                navigate(paths.games.activityEdit.href(saved.id));
              }}
              onCancel={() => navigate(paths.games.activities.href())}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('page.chooseGameFirst')}
            </Text>
          )}
        </Stack>
      </Paper>
    </>
  );
}
