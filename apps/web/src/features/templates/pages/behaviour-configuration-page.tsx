import { Anchor, Button, Card, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import type { TOpensWithData } from '../../../lib/opening.ts';
import { paths } from '../../../lib/paths.ts';
import { queryClient } from '../../../lib/query-client.ts';
import {
  templateBehaviourQueryOptions,
  templateQueryOptions,
  useDeleteTemplateBehaviour,
  useTemplate,
  useTemplateBehaviour,
  useUpdateTemplateBehaviour,
} from '../api/templates-api.ts';
import { BehaviourForm } from '../components/activity-forms.tsx';
import { RemovePartDialog } from '../components/remove-part-dialog.tsx';

/** `/games/behaviour-configuration/:id`: one behaviour of a template activity. */
export function BehaviourConfigurationPage() {
  const { t } = useTranslation('templates');
  const navigate = useNavigate();
  const behaviourId = useParams().id ?? '';
  const behaviour = useTemplateBehaviour(behaviourId);
  const template = useTemplate(behaviour.data?.templateId);
  const update = useUpdateTemplateBehaviour();
  const remove = useDeleteTemplateBehaviour();
  const [deleting, setDeleting] = useState(false);
  if (behaviour.isPending || (behaviour.data && template.isPending)) return <LoadingScreen />;
  if (behaviour.isError || template.isError || !behaviour.data || !template.data)
    return <ErrorAlert error={behaviour.error ?? template.error} />;
  const item = behaviour.data;
  const readOnly = !template.data.editable;
  const activity = template.data.tasks.find((task) => task.id === item.taskId);
  const back = paths.games.templateActivity.href(item.taskId);

  return (
    <>
      <PageHeader title={t('behaviour.title', { name: item.name })} />
      <Stack gap="lg">
        <Anchor component={Link} to={back}>
          {t('behaviour.back', { name: activity?.name ?? '' })}
        </Anchor>
        <Card withBorder padding="lg">
          <BehaviourForm
            key={item.id + item.name + item.points}
            behaviour={item}
            disabled={readOnly}
            submitLabel={t('form.save')}
            pending={update.isPending}
            error={update.error}
            secondary={
              !readOnly && (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => setDeleting(true)}
                >
                  {t('behaviour.delete')}
                </Button>
              )
            }
            onSubmit={async (values) => {
              await update.mutateAsync({ behaviourId: item.id, ...values });
              notifySuccess(t('behaviour.saved', { name: values.name }));
            }}
          />
        </Card>
      </Stack>
      <RemovePartDialog
        prefix="behaviour.delete"
        item={deleting ? item : null}
        name={item.name}
        remove={remove}
        onClose={() => setDeleting(false)}
        onRemoved={() => navigate(back)}
      />
    </>
  );
}

/**
 * The behaviour, then its template (its activity's name, whether it may be changed), asked for beside
 * the code.
 */
BehaviourConfigurationPage.openingData = (({ params }) =>
  queryClient
    .fetchQuery(templateBehaviourQueryOptions(params.id ?? ''))
    .then((behaviour) =>
      queryClient.prefetchQuery(templateQueryOptions(behaviour.templateId)),
    )) satisfies TOpensWithData['openingData'];
