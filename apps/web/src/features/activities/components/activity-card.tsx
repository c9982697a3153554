import { Draggable, type DraggableProvided, Droppable } from '@hello-pangea/dnd';
import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TActivity, TBehaviour } from '@rally/contracts/activities';
import {
  IconArrowDown,
  IconArrowUp,
  IconFileText,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ActionsMenu } from '../../../components/actions-menu.tsx';
import { DragHandle } from '../../../components/drag-handle.tsx';
import { paths } from '../../../lib/paths.ts';
import { BehaviourRow } from './behaviour-row.tsx';

/** What the editor does when a activity or behaviour control is used. */
export type TActivityActions = {
  editActivity: (activity: TActivity) => void;
  deleteActivity: (activity: TActivity) => void;
  moveActivity: (from: number, to: number) => void;
  addBehaviour: (activity: TActivity) => void;
  editBehaviour: (behaviour: TBehaviour) => void;
  deleteBehaviour: (behaviour: TBehaviour) => void;
  moveBehaviour: (activity: TActivity, from: number, to: number) => void;
};

type Props = {
  activity: TActivity;
  index: number;
  count: number;
  provided: DraggableProvided;
  readOnly: boolean;
  actions: TActivityActions;
};

/** A activity with its behaviours; behaviours are dragged within their own activity only. */
export function ActivityCard({ activity, index, count, provided, readOnly, actions }: Props) {
  const { t } = useTranslation('activities');
  const behaviours = activity.subtasks;
  return (
    <Paper ref={provided.innerRef} {...provided.draggableProps} withBorder p="sm" radius="md">
      <Group gap="xs" wrap="nowrap" align="flex-start" mb="xs">
        <DragHandle
          handle={provided.dragHandleProps}
          label={t('activity.drag', { name: activity.name })}
          hidden={readOnly}
          size={20}
          pt={4}
        />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} size="h5">
            {activity.name}
          </Title>
          {activity.description && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {activity.description}
            </Text>
          )}
        </Box>
        {!readOnly && (
          <ActionsMenu
            label={t('activity.menu', { name: activity.name })}
            actions={[
              { label: t('actions.edit'), icon: IconPencil, onClick: () => actions.editActivity(activity) },
              {
                label: t('actions.openPage'),
                icon: IconFileText,
                to: paths.games.activityEdit.href(activity.id),
              },
              {
                label: t('actions.moveUp'),
                icon: IconArrowUp,
                disabled: index === 0,
                onClick: () => actions.moveActivity(index, index - 1),
              },
              {
                label: t('actions.moveDown'),
                icon: IconArrowDown,
                disabled: index === count - 1,
                onClick: () => actions.moveActivity(index, index + 1),
              },
              {
                label: t('actions.delete'),
                icon: IconTrash,
                danger: true,
                onClick: () => actions.deleteActivity(activity),
              },
            ]}
          />
        )}
      </Group>
      <Droppable droppableId={`behaviours:${activity.id}`} type={`behaviour:${activity.id}`}>
        {(drop) => (
          <Stack
            ref={drop.innerRef}
            {...drop.droppableProps}
            gap={6}
            aria-label={t('activity.behaviours', { name: activity.name })}
          >
            {behaviours.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('activity.noBehaviours')}
              </Text>
            )}
            {behaviours.map((behaviour, i) => (
              <Draggable key={behaviour.id} draggableId={behaviour.id} index={i} isDragDisabled={readOnly}>
                {(drag) => (
                  <BehaviourRow
                    behaviour={behaviour}
                    provided={drag}
                    readOnly={readOnly}
                    isFirst={i === 0}
                    isLast={i === behaviours.length - 1}
                    onEdit={() => actions.editBehaviour(behaviour)}
                    onDelete={() => actions.deleteBehaviour(behaviour)}
                    onMove={(delta) => actions.moveBehaviour(activity, i, i + delta)}
                  />
                )}
              </Draggable>
            ))}
            {drop.placeholder}
          </Stack>
        )}
      </Droppable>
      {!readOnly && (
        <Button
          variant="subtle"
          size="compact-sm"
          mt="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => actions.addBehaviour(activity)}
          aria-label={t('behaviour.addTo', { name: activity.name })}
        >
          {t('behaviour.add')}
        </Button>
      )}
    </Paper>
  );
}
