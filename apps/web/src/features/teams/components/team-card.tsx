import { ColorSwatch, Paper, Text } from '@mantine/core';
import type { TTeam } from '@rally/contracts/teams';
import { IconMailPlus, IconPencil, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DropList } from '../../../components/drop-list.tsx';
import { EditorCardAdd, EditorCardHeader } from '../../../components/editor-card.tsx';
import { PlayerRow } from './player-row.tsx';

type TPlayer = TTeam['members'][number];

/** What the editor does when a team or player control is used. */
export type TTeamActions = {
  edit: (team: TTeam) => void;
  remove: (team: TTeam) => void;
  addPlayers: (team: TTeam) => void;
  /** Players by e-mail (new ones invited); left out where it is not offered. */
  invitePlayers?: ((team: TTeam) => void) | undefined;
  movePlayer: (player: TPlayer, teamId: string) => void;
  removePlayer: (player: TPlayer) => void;
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
      <EditorCardHeader
        lead={<ColorSwatch color={team.color} size={16} aria-hidden />}
        title={team.name}
        titleLines={1}
        menu={
          !readOnly && {
            label: t('team.menu', { name: team.name }),
            actions: [
              { label: t('team.edit'), icon: IconPencil, onClick: () => actions.edit(team) },
              { label: t('team.delete'), icon: IconTrash, danger: true, onClick: () => actions.remove(team) },
            ],
          }
        }
      >
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
      </EditorCardHeader>
      <DropList
        droppableId={team.id}
        type="member"
        items={team.members}
        readOnly={readOnly}
        listProps={(over) => ({
          'data-team-id': team.id,
          mih: 48,
          p: 4,
          bg: over ? 'var(--mantine-primary-color-light)' : undefined,
          style: { borderRadius: 'var(--mantine-radius-sm)' },
        })}
        empty={
          <Text size="sm" c="dimmed" ta="center" py="xs">
            {t(readOnly ? 'team.noPlayers' : 'team.dropHere')}
          </Text>
        }
      >
        {(player, drag) => (
          <PlayerRow
            player={player}
            provided={drag}
            otherTeams={otherTeams}
            readOnly={readOnly}
            onMove={(teamId) => actions.movePlayer(player, teamId)}
            onRemove={() => actions.removePlayer(player)}
          />
        )}
      </DropList>
      {!readOnly && (
        <EditorCardAdd
          icon={IconUserPlus}
          label={t('team.addPlayers')}
          named={t('team.addPlayersTo', { name: team.name })}
          onClick={() => actions.addPlayers(team)}
          wide
        />
      )}
      {!readOnly && actions.invitePlayers && (
        <EditorCardAdd
          icon={IconMailPlus}
          label={t('invite.button')}
          named={t('invite.named', { name: team.name })}
          onClick={() => actions.invitePlayers?.(team)}
          wide
        />
      )}
    </Paper>
  );
}
