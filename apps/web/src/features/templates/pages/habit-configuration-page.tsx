import { Anchor, Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { announce } from '../../../lib/announce.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useCreateSubTask, useTemplate, useTemplateTask, useUpdateTask } from '../api/templates-api.ts';
import { BehaviourForm, HabitForm } from '../components/task-forms.tsx';

/** `/games/habit-configuration/:id`: one template habit, its behaviours, and a new behaviour. */
export function HabitConfigurationPage() {
  const { t } = useTranslation('templates');
  const taskId = useParams().id ?? '';
  const task = useTemplateTask(taskId);
  const template = useTemplate(task.data?.templateId);
  const update = useUpdateTask();
  const add = useCreateSubTask();
  if (task.isPending || (task.data && template.isPending)) return <LoadingScreen />;
  if (task.isError || template.isError || !task.data || !template.data)
    return <ErrorAlert error={task.error ?? template.error} />;
  const habit = task.data;
  const readOnly = !template.data.editable;
  const back = paths.games.templateHabits.href(habit.templateId);

  return (
    <>
      <PageHeader title={t('habit.title', { name: habit.name })} />
      <Stack gap="lg">
        <Anchor component={Link} to={back}>
          {t('habit.back', { name: template.data.name })}
        </Anchor>
        <Card withBorder padding="lg" component="section" aria-labelledby="habit-details">
          <Title order={2} size="h4" id="habit-details" mb="sm">
            {t('habit.details')}
          </Title>
          <HabitForm
            key={habit.id + habit.name}
            habit={habit}
            disabled={readOnly}
            submitLabel={t('form.save')}
            pending={update.isPending}
            error={update.error}
            onSubmit={async (values) => {
              await update.mutateAsync({ taskId: habit.id, ...values });
              notifySuccess(t('habit.saved', { name: values.name }));
            }}
          />
        </Card>
        <Card withBorder padding="lg" component="section" aria-labelledby="habit-behaviours">
          <Title order={2} size="h4" id="habit-behaviours" mb="sm">
            {t('habit.behaviours')}
          </Title>
          {habit.subTasks.length === 0 ? (
            <Text c="dimmed">{t('habits.noBehaviours')}</Text>
          ) : (
            <List spacing={6}>
              {habit.subTasks.map((behaviour) => (
                <List.Item key={behaviour.id}>
                  <Group gap={6}>
                    <Anchor component={Link} to={paths.games.templateBehaviour.href(behaviour.id)}>
                      {behaviour.name}
                    </Anchor>
                    <Badge variant="light" size="sm">
                      {t('behaviour.pointsValue', { count: behaviour.points })}
                    </Badge>
                  </Group>
                </List.Item>
              ))}
            </List>
          )}
        </Card>
        {!readOnly && (
          <Card withBorder padding="lg" component="section" aria-labelledby="new-behaviour">
            <Title order={2} size="h4" id="new-behaviour" mb="sm">
              {t('behaviour.add')}
            </Title>
            <BehaviourForm
              submitLabel={t('behaviour.create')}
              pending={add.isPending}
              error={add.error}
              onSubmit={async (values) => {
                const created = await add.mutateAsync({ taskId: habit.id, ...values });
                announce(t('behaviour.created', { name: created.name }));
              }}
            />
          </Card>
        )}
      </Stack>
    </>
  );
}
