import { Anchor, Group, Paper, Stack } from '@mantine/core';
import type { TBehaviour } from '@rally/contracts/activities';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useActivity, useBehaviour } from '../api/activities-api.ts';
import { BehaviourForm } from '../components/activities/behaviour-form.tsx';
import { ContentLockNotice, useContentLock } from '../components/content/content-lock.tsx';

/** `/games/subactivity-configuration/:id`: one behaviour's form. */
export function SubactivityConfigurationPage() {
  const behaviour = useBehaviour(useParams().id ?? '');
  return (
    <>
      <PageHeader title={behaviour.data?.name} />
      {behaviour.isPending ? (
        <LoadingScreen />
      ) : behaviour.isError ? (
        <ErrorAlert error={behaviour.error} />
      ) : (
        <EditBehaviour behaviour={behaviour.data} />
      )}
    </>
  );
}

/** The habit is read for its game: whether the game still allows changes. */
function EditBehaviour({ behaviour }: { behaviour: TBehaviour }) {
  const { t } = useTranslation('activities');
  const navigate = useNavigate();
  const habit = useActivity(behaviour.taskId);
  const back = paths.games.activityEdit.href(behaviour.taskId);
  if (habit.isPending) return <LoadingScreen />;
  if (habit.isError) return <ErrorAlert error={habit.error} />;
  return (
    <Stack gap="lg" maw={760}>
      <Anchor component={Link} to={back} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('page.backToHabit', { name: habit.data.name })}
        </Group>
      </Anchor>
      <BehaviourPaper behaviour={behaviour} gameId={habit.data.competitionId} onDone={() => navigate(back)} />
    </Stack>
  );
}

function BehaviourPaper({
  behaviour,
  gameId,
  onDone,
}: {
  behaviour: TBehaviour;
  gameId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('activities');
  const lock = useContentLock(gameId);
  return (
    <>
      <ContentLockNotice reason={lock.reason} />
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <BehaviourForm
          taskId={behaviour.taskId}
          behaviour={behaviour}
          readOnly={lock.readOnly}
          onSaved={(saved) => {
            notifySuccess(t('behaviour.saved', { name: saved.name }));
            onDone();
          }}
          onCancel={onDone}
        />
      </Paper>
    </>
  );
}
