import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RegionCard } from '../../../components/region-card.tsx';
import { announce } from '../../../lib/announce.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import type { TOpensWithData } from '../../../lib/opening.ts';
import { paths } from '../../../lib/paths.ts';
import { queryClient } from '../../../lib/query-client.ts';
import {
  templateActivityQueryOptions,
  templateQueryOptions,
  useCreateTemplateBehaviour,
  useTemplate,
  useTemplateActivity,
  useUpdateTemplateActivity,
} from '../api/templates-api.ts';
import { BehaviourForm, TemplateActivityForm } from '../components/activity-forms.tsx';
import { BehaviourLinks } from '../components/behaviour-links.tsx';

/**
 * `/games/habit-configuration/:id`: one template activity (a habit on screen), its behaviours, and a
 * new behaviour.
 */
export function TemplateActivityPage() {
  const { t } = useTranslation('templates');
  const taskId = useParams().id ?? '';
  const task = useTemplateActivity(taskId);
  const template = useTemplate(task.data?.templateId);
  const update = useUpdateTemplateActivity();
  const add = useCreateTemplateBehaviour();
  if (task.isPending || (task.data && template.isPending)) return <LoadingScreen />;
  if (task.isError || template.isError || !task.data || !template.data)
    return <ErrorAlert error={task.error ?? template.error} />;
  const activity = task.data;
  const readOnly = !template.data.editable;
  const back = paths.games.templateActivities.href(activity.templateId);

  return (
    <>
      <PageHeader title={t('habit.title', { name: activity.name })} />
      <Stack gap="lg">
        <Anchor component={Link} to={back}>
          {t('habit.back', { name: template.data.name })}
        </Anchor>
        <RegionCard title={t('habit.details')}>
          <TemplateActivityForm
            key={activity.id + activity.name}
            activity={activity}
            disabled={readOnly}
            submitLabel={t('form.save')}
            pending={update.isPending}
            error={update.error}
            onSubmit={async (values) => {
              await update.mutateAsync({ taskId: activity.id, ...values });
              notifySuccess(t('habit.saved', { name: values.name }));
            }}
          />
        </RegionCard>
        <RegionCard title={t('habit.behaviours')}>
          <BehaviourLinks behaviours={activity.subTasks} />
        </RegionCard>
        {!readOnly && (
          <RegionCard title={t('behaviour.add')}>
            <BehaviourForm
              submitLabel={t('behaviour.create')}
              pending={add.isPending}
              error={add.error}
              onSubmit={async (values) => {
                const created = await add.mutateAsync({ taskId: activity.id, ...values });
                announce(t('behaviour.created', { name: created.name }));
              }}
            />
          </RegionCard>
        )}
      </Stack>
    </>
  );
}

/** The activity, then its template (which says whether it may be changed), asked for beside the code. */
TemplateActivityPage.openingData = (({ params }) =>
  queryClient
    .fetchQuery(templateActivityQueryOptions(params.id ?? ''))
    .then((task) =>
      queryClient.prefetchQuery(templateQueryOptions(task.templateId)),
    )) satisfies TOpensWithData['openingData'];
