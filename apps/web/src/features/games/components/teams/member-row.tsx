import type { DraggableProvided } from '@hello-pangea/dnd';
import { ActionIcon, Box, Group, Menu, Paper, Text } from '@mantine/core';
import type { TTeam } from '@rally/contracts/teams';
import { IconArrowsExchange, IconDots, IconGripVertical, IconUserMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UserStatusBadge } from '../../../../components/user-status-badge.tsx';

type TMember = TTeam['members'][number];

type Props = {
  member: TMember;
  provided: DraggableProvided;
  /** The game's other teams: where the menu can move the player (the keyboard's way to drag). */
  otherTeams: TTeam[];
  readOnly: boolean;
  onMove: (teamId: string) => void;
  onRemove: () => void;
};

export function MemberRow({ member, provided, otherTeams, readOnly, onMove, onRemove }: Props) {
  const { t } = useTranslation('teams');
  return (
    <Paper ref={provided.innerRef} {...provided.draggableProps} withBorder radius="sm" px="xs" py={6}>
      <Group gap="xs" wrap="nowrap">
        <Box
          {...provided.dragHandleProps}
          aria-label={t('member.drag', { name: member.fullName })}
          c="dimmed"
          style={{ cursor: 'grab', display: readOnly ? 'none' : 'flex' }}
        >
          <IconGripVertical size={16} aria-hidden />
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={500} truncate>
            {member.fullName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {member.email}
          </Text>
        </Box>
        {member.status !== 'active' && <UserStatusBadge status={member.status} />}
        {!readOnly && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('member.menu', { name: member.fullName })}
              >
                <IconDots size={16} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {otherTeams.map((team) => (
                <Menu.Item
                  key={team.id}
                  leftSection={<IconArrowsExchange size={16} color={team.color} aria-hidden />}
                  onClick={() => onMove(team.id)}
                >
                  {t('member.moveToTeam', { team: team.name })}
                </Menu.Item>
              ))}
              <Menu.Item color="red" leftSection={<IconUserMinus size={16} aria-hidden />} onClick={onRemove}>
                {t('member.remove')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Paper>
  );
}
