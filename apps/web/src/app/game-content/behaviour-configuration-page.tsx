import { Anchor, Group, Paper, Stack } from '@mantine/core';
import type { TBehaviour } from '@rally/contracts/activities';
import type { TGameDetail } from '@rally/contracts/games';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ContentLockNotice, useContentLock } from '../../components/content-lock.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useDrawnRecord, WhenLoaded } from '../../components/when-loaded.tsx';
import {
  activityQueryOptions,
  behaviourQueryOptions,
  useActivity,
  useBehaviour,
} from '../../features/activities/api/activities-api.ts';
import { BehaviourForm } from '../../features/activities/components/behaviour-form.tsx';
import { gameQueryOptions } from '../../features/games/api/games-api.ts';
import { notifySuccess } from '../../lib/notify.ts';
import type { TOpensWithData } from '../../lib/opening.ts';
import { paths } from '../../lib/paths.ts';
import { queryClient } from '../../lib/query-client.ts';
import { WithGame } from './with-game.tsx';

/** `/games/subactivity-configuration/:id`: one behaviour's form. */
export function BehaviourConfigurationPage() {
  const behaviour = useBehaviour(useParams().id ?? '');
  return (
    <>
      <PageHeader title={useDrawnRecord(behaviour)?.name} />
      <WhenLoaded query={behaviour}>{(data) => <EditBehaviour behaviour={data} />}</WhenLoaded>
    </>
  );
}

/** The behaviour, its activity, then their game, asked for beside the code: each names the next. */
BehaviourConfigurationPage.openingData = (({ params: { id } }) =>
  id
    ? queryClient
        .fetchQuery(behaviourQueryOptions(id))
        .then((behaviour) => queryClient.fetchQuery(activityQueryOptions(behaviour.taskId)))
        .then((activity) => queryClient.prefetchQuery(gameQueryOptions(activity.competitionId)))
    : Promise.resolve()) satisfies TOpensWithData['openingData'];

/** The activity is read for its name and its game, whose phase says whether changes are still allowed. */
function EditBehaviour({ behaviour }: { behaviour: TBehaviour }) {
  const { t } = useTranslation('activities');
  const navigate = useNavigate();
  const activity = useActivity(behaviour.taskId);
  const back = paths.games.activityEdit.href(behaviour.taskId);
  if (activity.isPending) return <LoadingScreen />;
  if (activity.isError) return <ErrorAlert error={activity.error} />;
  return (
    <Stack gap="lg" maw={760}>
      <Anchor component={Link} to={back} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('page.backToActivity', { name: activity.data.name })}
        </Group>
      </Anchor>
      <WithGame gameId={activity.data.competitionId}>
        {(game) => <BehaviourPaper behaviour={behaviour} game={game} onDone={() => navigate(back)} />}
      </WithGame>
    </Stack>
  );
}

function BehaviourPaper({
  behaviour,
  game,
  onDone,
}: {
  behaviour: TBehaviour;
  game: TGameDetail;
  onDone: () => void;
}) {
  const { t } = useTranslation('activities');
  const lock = useContentLock(game);
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
