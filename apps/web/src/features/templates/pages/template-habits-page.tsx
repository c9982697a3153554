import { Anchor, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { TTemplateDetail, TTemplateTask } from '@rally/contracts/templates';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RemoveDialog } from '../../../components/remove-dialog.tsx';
import { announce } from '../../../lib/announce.ts';
import { paths } from '../../../lib/paths.ts';
import { useCreateTask, useDeleteTask } from '../api/templates-api.ts';
import { HabitForm } from '../components/task-forms.tsx';
import { TemplateScreen } from '../components/template-screen.tsx';

/** `/games/template-habit` and `/games/template-habit/:id`: a template's habits and behaviours. */
export function TemplateHabitsPage() {
  const templateId = useParams().id;
  return (
    <TemplateScreen templateId={templateId} hrefFor={paths.games.templateHabits.href}>
      {(template) => <Habits template={template} />}
    </TemplateScreen>
  );
}

function Habits({ template }: { template: TTemplateDetail }) {
  const { t } = useTranslation('templates');
  const create = useCreateTask();
  const remove = useDeleteTask();
  const [deleting, setDeleting] = useState<TTemplateTask | null>(null);
  return (
    <Stack gap="lg">
      {template.tasks.length === 0 && <Text c="dimmed">{t('habits.empty')}</Text>}
      {template.tasks.map((task) => (
        <Card key={task.id} withBorder padding="lg" component="section" aria-labelledby={`habit-${task.id}`}>
          <Group justify="space-between" align="start" gap="sm">
            <Stack gap={4}>
              <Title order={2} size="h4" id={`habit-${task.id}`}>
                {task.name}
              </Title>
              {task.description && (
                <Text size="sm" c="dimmed">
                  {task.description}
                </Text>
              )}
            </Stack>
            <Group gap="xs">
              <Button
                component={Link}
                to={paths.games.templateHabit.href(task.id)}
                variant="default"
                size="xs"
                aria-label={t('habits.editNamed', { name: task.name })}
              >
                {t(template.editable ? 'habits.edit' : 'habits.open')}
              </Button>
              {template.editable && (
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  onClick={() => setDeleting(task)}
                  aria-label={t('habits.deleteNamed', { name: task.name })}
                >
                  {t('habits.delete')}
                </Button>
              )}
            </Group>
          </Group>
          {task.subTasks.length === 0 ? (
            <Text size="sm" c="dimmed" mt="sm">
              {t('habits.noBehaviours')}
            </Text>
          ) : (
            <List spacing={4} size="sm" mt="sm">
              {task.subTasks.map((behaviour) => (
                <List.Item key={behaviour.id}>
                  <Group gap={6}>
                    <Anchor component={Link} to={paths.games.templateBehaviour.href(behaviour.id)} size="sm">
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
      ))}
      {template.editable && (
        <Card withBorder padding="lg" component="section" aria-labelledby="new-habit">
          <Title order={2} size="h4" id="new-habit" mb="sm">
            {t('habits.add')}
          </Title>
          <HabitForm
            submitLabel={t('habits.create')}
            pending={create.isPending}
            error={create.error}
            onSubmit={async (values) => {
              const task = await create.mutateAsync({ templateId: template.id, ...values });
              announce(t('habits.created', { name: task.name }));
            }}
          />
        </Card>
      )}
      <RemoveDialog
        item={deleting}
        remove={remove}
        onClose={() => setDeleting(null)}
        texts={{
          title: t('habits.deleteTitle'),
          text: t('habits.deleteText', { name: deleting?.name ?? '' }),
          confirm: t('habits.delete'),
          done: t('habits.deleted', { name: deleting?.name ?? '' }),
        }}
      />
    </Stack>
  );
}
