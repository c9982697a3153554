import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { TTemplateDetail, TTemplateTask } from '@rally/contracts/templates';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RegionCard } from '../../../components/region-card.tsx';
import { announce } from '../../../lib/announce.ts';
import type { TOpensWithData } from '../../../lib/opening.ts';
import { paths } from '../../../lib/paths.ts';
import {
  templateScreenOpeningData,
  useCreateTemplateActivity,
  useDeleteTemplateActivity,
} from '../api/templates-api.ts';
import { TemplateActivityForm } from '../components/activity-forms.tsx';
import { ActivityHeading } from '../components/activity-heading.tsx';
import { BehaviourLinks } from '../components/behaviour-links.tsx';
import { RemovePartDialog } from '../components/remove-part-dialog.tsx';
import { RowButton } from '../components/row-button.tsx';
import { TemplateScreen } from '../components/template-screen.tsx';

/**
 * `/games/template-habit` and `/games/template-habit/:id`: a template's activities (habits on
 * screen) and their behaviours.
 */
export function TemplateActivitiesPage() {
  const templateId = useParams().id;
  return (
    <TemplateScreen templateId={templateId} hrefFor={paths.games.templateActivities.href}>
      {(template) => <Activities template={template} />}
    </TemplateScreen>
  );
}

function Activities({ template }: { template: TTemplateDetail }) {
  const { t } = useTranslation('templates');
  const create = useCreateTemplateActivity();
  const remove = useDeleteTemplateActivity();
  const [deleting, setDeleting] = useState<TTemplateTask | null>(null);
  return (
    <Stack gap="lg">
      {template.tasks.length === 0 && <Text c="dimmed">{t('habits.empty')}</Text>}
      {template.tasks.map((task) => (
        <Card
          key={task.id}
          withBorder
          padding="lg"
          component="section"
          aria-labelledby={`activity-${task.id}`}
        >
          <Group justify="space-between" align="start" gap="sm">
            <ActivityHeading activity={task} order={2} id={`activity-${task.id}`} />
            <Group gap="xs">
              <Button
                component={Link}
                to={paths.games.templateActivity.href(task.id)}
                variant="default"
                size="xs"
                aria-label={t(template.editable ? 'habits.editNamed' : 'habits.openNamed', {
                  name: task.name,
                })}
              >
                {t(template.editable ? 'habits.edit' : 'habits.open')}
              </Button>
              {template.editable && (
                <RowButton
                  icon={IconTrash}
                  danger
                  label={t('habits.delete')}
                  named={t('habits.deleteNamed', { name: task.name })}
                  onClick={() => setDeleting(task)}
                />
              )}
            </Group>
          </Group>
          <BehaviourLinks behaviours={task.subTasks} compact />
        </Card>
      ))}
      {template.editable && (
        <RegionCard title={t('habits.add')}>
          <TemplateActivityForm
            submitLabel={t('habits.create')}
            pending={create.isPending}
            error={create.error}
            onSubmit={async (values) => {
              const task = await create.mutateAsync({ templateId: template.id, ...values });
              announce(t('habits.created', { name: task.name }));
            }}
          />
        </RegionCard>
      )}
      <RemovePartDialog
        prefix="habits.delete"
        item={deleting}
        name={deleting?.name ?? ''}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

/** The picker's templates and the template of the address, asked for beside the code. */
TemplateActivitiesPage.openingData = (({ params }) =>
  templateScreenOpeningData(params.id)) satisfies TOpensWithData['openingData'];
