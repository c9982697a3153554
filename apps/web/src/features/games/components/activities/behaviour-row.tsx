import type { DraggableProvided } from '@hello-pangea/dnd';
import { ActionIcon, Badge, Box, Group, Menu, Paper, Text } from '@mantine/core';
import type { TBehaviour } from '@rally/contracts/activities';
import {
  IconArrowDown,
  IconArrowUp,
  IconDots,
  IconGripVertical,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

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

/** One behaviour of a habit: what it is worth, and its actions (the menu is the keyboard's way to reorder). */
export function BehaviourRow({ behaviour, provided, readOnly, isFirst, isLast, ...actions }: Props) {
  const { t } = useTranslation('activities');
  return (
    <Paper ref={provided.innerRef} {...provided.draggableProps} withBorder radius="sm" px="xs" py={6}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Box
          {...provided.dragHandleProps}
          aria-label={t('behaviour.drag', { name: behaviour.name })}
          c="dimmed"
          pt={2}
          style={{ cursor: 'grab', display: readOnly ? 'none' : undefined }}
        >
          <IconGripVertical size={18} aria-hidden />
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={500}>
            {behaviour.name}
          </Text>
          {behaviour.description && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {behaviour.description}
            </Text>
          )}
          <Group gap={6} mt={4}>
            <Badge variant="light">{t('behaviour.pointsBadge', { count: behaviour.points })}</Badge>
            <Badge variant="light" color="gray">
              {t('behaviour.perDayBadge', { count: behaviour.maxPerDay })}
            </Badge>
            {behaviour.requiresApproval && (
              <Badge variant="dot" color="orange">
                {t('behaviour.approvalBadge')}
              </Badge>
            )}
          </Group>
        </Box>
        {!readOnly && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('behaviour.menu', { name: behaviour.name })}
              >
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={actions.onEdit}>
                {t('actions.edit')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconArrowUp size={16} aria-hidden />}
                disabled={isFirst}
                onClick={() => actions.onMove(-1)}
              >
                {t('actions.moveUp')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconArrowDown size={16} aria-hidden />}
                disabled={isLast}
                onClick={() => actions.onMove(1)}
              >
                {t('actions.moveDown')}
              </Menu.Item>
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={actions.onDelete}
              >
                {t('actions.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Paper>
  );
}
