import { Draggable, type DraggableProvided, Droppable } from '@hello-pangea/dnd';
import { ActionIcon, Box, Button, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import type { TActivity, TBehaviour } from '@rally/contracts/activities';
import {
  IconArrowDown,
  IconArrowUp,
  IconDots,
  IconFileText,
  IconGripVertical,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../lib/paths.ts';
import { BehaviourRow } from './behaviour-row.tsx';

/** What the editor does when a habit or behaviour control is used. */
export type THabitActions = {
  editHabit: (activity: TActivity) => void;
  deleteHabit: (activity: TActivity) => void;
  moveHabit: (from: number, to: number) => void;
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
  actions: THabitActions;
};

/** A habit with its behaviours; behaviours are dragged within their own habit only. */
export function HabitCard({ activity, index, count, provided, readOnly, actions }: Props) {
  const { t } = useTranslation('activities');
  const behaviours = activity.subtasks;
  return (
    <Paper ref={provided.innerRef} {...provided.draggableProps} withBorder p="sm" radius="md">
      <Group gap="xs" wrap="nowrap" align="flex-start" mb="xs">
        <Box
          {...provided.dragHandleProps}
          aria-label={t('habit.drag', { name: activity.name })}
          c="dimmed"
          pt={4}
          style={{ cursor: 'grab', display: readOnly ? 'none' : undefined }}
        >
          <IconGripVertical size={20} aria-hidden />
        </Box>
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
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t('habit.menu', { name: activity.name })}>
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => actions.editHabit(activity)}
              >
                {t('actions.edit')}
              </Menu.Item>
              <Menu.Item
                component={Link}
                to={paths.games.activityEdit.href(activity.id)}
                leftSection={<IconFileText size={16} aria-hidden />}
              >
                {t('actions.openPage')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconArrowUp size={16} aria-hidden />}
                disabled={index === 0}
                onClick={() => actions.moveHabit(index, index - 1)}
              >
                {t('actions.moveUp')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconArrowDown size={16} aria-hidden />}
                disabled={index === count - 1}
                onClick={() => actions.moveHabit(index, index + 1)}
              >
                {t('actions.moveDown')}
              </Menu.Item>
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => actions.deleteHabit(activity)}
              >
                {t('actions.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <Droppable droppableId={`behaviours:${activity.id}`} type={`behaviour:${activity.id}`}>
        {(drop) => (
          <Stack
            ref={drop.innerRef}
            {...drop.droppableProps}
            gap={6}
            aria-label={t('habit.behaviours', { name: activity.name })}
          >
            {behaviours.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('habit.noBehaviours')}
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
