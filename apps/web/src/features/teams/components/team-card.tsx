import { Draggable, Droppable } from '@hello-pangea/dnd';
import { Box, Button, ColorSwatch, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TTeam } from '@rally/contracts/teams';
import { IconPencil, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ActionsMenu } from '../../../components/actions-menu.tsx';
import { MemberRow } from './member-row.tsx';

type TMember = TTeam['members'][number];

/** What the editor does when a team or player control is used. */
export type TTeamActions = {
  edit: (team: TTeam) => void;
  remove: (team: TTeam) => void;
  addPlayers: (team: TTeam) => void;
  movePlayer: (member: TMember, teamId: string) => void;
  removePlayer: (member: TMember) => void;
};

type Props = {
  team: TTeam;
  teams: TTeam[];
  readOnly: boolean;
  actions: TTeamActions;
  /** Names of the game's charities the team chose ([] for all of them); null when the game has none. */
  supports?: string[] | null | undefined;
};

/** A team and its players; players are dropped here from other teams. */
export function TeamCard({ team, teams, readOnly, actions, supports = null }: Props) {
  const { t } = useTranslation('teams');
  const otherTeams = teams.filter((other) => other.id !== team.id);
  return (
    <Paper withBorder radius="md" p="sm" style={{ borderTop: `4px solid ${team.color}` }}>
      <Group gap="xs" wrap="nowrap" mb="xs">
        <ColorSwatch color={team.color} size={16} aria-hidden />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} size="h5" lineClamp={1}>
            {team.name}
          </Title>
          <Text size="xs" c="dimmed">
            {t('team.players', { count: team.members.length })}
          </Text>
          {supports && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {supports.length === 0
                ? t('team.supportsAll')
                : t('team.supports', { names: supports.join(', ') })}
            </Text>
          )}
        </Box>
        {!readOnly && (
          <ActionsMenu
            label={t('team.menu', { name: team.name })}
            actions={[
              { label: t('team.edit'), icon: IconPencil, onClick: () => actions.edit(team) },
              { label: t('team.delete'), icon: IconTrash, danger: true, onClick: () => actions.remove(team) },
            ]}
          />
        )}
      </Group>
      <Droppable droppableId={team.id} type="member">
        {(drop, snapshot) => (
          <Stack
            ref={drop.innerRef}
            {...drop.droppableProps}
            data-team-id={team.id}
            gap={6}
            mih={48}
            p={4}
            bg={snapshot.isDraggingOver ? 'var(--mantine-primary-color-light)' : undefined}
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          >
            {team.members.length === 0 && (
              <Text size="sm" c="dimmed" ta="center" py="xs">
                {t(readOnly ? 'team.noPlayers' : 'team.dropHere')}
              </Text>
            )}
            {team.members.map((member, index) => (
              <Draggable key={member.id} draggableId={member.id} index={index} isDragDisabled={readOnly}>
                {(drag) => (
                  <MemberRow
                    member={member}
                    provided={drag}
                    otherTeams={otherTeams}
                    readOnly={readOnly}
                    onMove={(teamId) => actions.movePlayer(member, teamId)}
                    onRemove={() => actions.removePlayer(member)}
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
          variant="light"
          size="compact-sm"
          mt="xs"
          fullWidth
          leftSection={<IconUserPlus size={14} aria-hidden />}
          onClick={() => actions.addPlayers(team)}
          aria-label={t('team.addPlayersTo', { name: team.name })}
        >
          {t('team.addPlayers')}
        </Button>
      )}
    </Paper>
  );
}
