import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useActivity } from '../api/activities-api.ts';
import { HabitDetails } from '../components/activities/habit-details.tsx';
import { HabitForm } from '../components/activities/habit-form.tsx';
import { GamePicker } from '../components/content/game-picker.tsx';

/** `/games/activity-configuration` (a new habit for a chosen game) and `/:id` (one habit). */
export function ActivityConfigurationPage() {
  const { id } = useParams();
  return id ? <EditHabit id={id} /> : <CreateHabit />;
}

function EditHabit({ id }: { id: string }) {
  const activity = useActivity(id);
  return (
    <>
      <PageHeader title={activity.data?.name} />
      {activity.isPending ? (
        <LoadingScreen />
      ) : activity.isError ? (
        <ErrorAlert error={activity.error} />
      ) : (
        <HabitDetails activity={activity.data} />
      )}
    </>
  );
}

function CreateHabit() {
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
            <HabitForm
              key={gameId}
              gameId={gameId}
              onSaved={(saved) => {
                notifySuccess(t('habit.created', { name: saved.name }));
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
