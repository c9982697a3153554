import type { DraggableProvided } from '@hello-pangea/dnd';
import { Box, Group, Paper, Text } from '@mantine/core';
import type { TBehaviour } from '@rally/contracts/activities';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ActionsMenu } from '../../../components/actions-menu.tsx';
import { DragHandle } from '../../../components/drag-handle.tsx';
import { BehaviourBadges } from './behaviour-badges.tsx';
import { useMoveActions } from './move-actions.ts';

type Props = {
  behaviour: TBehaviour;
  provided: DraggableProvided;
  readOnly: boolean;
  isFirst: boolean;
  isLast: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMove: (delta: -1 | 1) => void;
};

/** One behaviour of a activity: what it is worth, and its actions (the menu is the keyboard's way to reorder). */
export function BehaviourRow({ behaviour, provided, readOnly, isFirst, isLast, ...actions }: Props) {
  const { t } = useTranslation('activities');
  const moveActions = useMoveActions();
  return (
    <Paper ref={provided.innerRef} {...provided.draggableProps} withBorder radius="sm" px="xs" py={6}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <DragHandle
          handle={provided.dragHandleProps}
          label={t('behaviour.drag', { name: behaviour.name })}
          hidden={readOnly}
          size={18}
          pt={2}
        />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={500}>
            {behaviour.name}
          </Text>
          {behaviour.description && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {behaviour.description}
            </Text>
          )}
          <BehaviourBadges behaviour={behaviour} mt={4} />
        </Box>
        {!readOnly && (
          <ActionsMenu
            label={t('behaviour.menu', { name: behaviour.name })}
            actions={[
              { label: t('actions.edit'), icon: IconPencil, onClick: actions.onEdit },
              ...moveActions({ isFirst, isLast, onMove: actions.onMove }),
              { label: t('actions.delete'), icon: IconTrash, danger: true, onClick: actions.onDelete },
            ]}
          />
        )}
      </Group>
    </Paper>
  );
}
