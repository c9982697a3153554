import type { DraggableProvided } from '@hello-pangea/dnd';
import { Box, Group, Paper, Text } from '@mantine/core';
import type { TTeam } from '@rally/contracts/teams';
import { IconArrowsExchange, IconUserMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ActionsMenu } from '../../../components/actions-menu.tsx';
import { DragHandle } from '../../../components/drag-handle.tsx';
import { UserStatusBadge } from '../../../components/user-status-badge.tsx';

type TPlayer = TTeam['members'][number];

type Props = {
  player: TPlayer;
  provided: DraggableProvided;
  /** The game's other teams: where the menu can move the player (the keyboard's way to drag). */
  otherTeams: TTeam[];
  readOnly: boolean;
  onMove: (teamId: string) => void;
  onRemove: () => void;
};

export function PlayerRow({ player, provided, otherTeams, readOnly, onMove, onRemove }: Props) {
  const { t } = useTranslation('teams');
  return (
    <Paper ref={provided.innerRef} {...provided.draggableProps} withBorder radius="sm" px="xs" py={6}>
      <Group gap="xs" wrap="nowrap">
        <DragHandle
          handle={provided.dragHandleProps}
          label={t('member.drag', { name: player.fullName })}
          hidden={readOnly}
          size={16}
          display="flex"
        />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={500} truncate>
            {player.fullName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {player.email}
          </Text>
        </Box>
        {player.status !== 'active' && <UserStatusBadge status={player.status} />}
        {!readOnly && (
          <ActionsMenu
            label={t('member.menu', { name: player.fullName })}
            iconSize={16}
            actions={[
              ...otherTeams.map((team) => ({
                id: team.id,
                label: t('member.moveToTeam', { team: team.name }),
                icon: IconArrowsExchange,
                iconColor: team.color,
                onClick: () => onMove(team.id),
              })),
              { label: t('member.remove'), icon: IconUserMinus, danger: true, onClick: onRemove },
            ]}
          />
        )}
      </Group>
    </Paper>
  );
}
