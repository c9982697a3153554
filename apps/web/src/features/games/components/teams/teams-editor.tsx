import { DragDropContext, type DropResult } from '@hello-pangea/dnd';
import { Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TTeam } from '@rally/contracts/teams';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { LoadingScreen } from '../../../../components/loading-screen.tsx';
import { errorMessage } from '../../../../lib/errors.ts';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { useGameTeams, useMovePlayer } from '../../api/teams-api.ts';
import { ContentEditorBar } from '../content/content-editor-bar.tsx';
import { useContentLock } from '../content/content-lock.tsx';
import { AddPlayersDialog } from './add-players-dialog.tsx';
import { RemoveTeamDialog, type TRemoving } from './remove-team-dialog.tsx';
import { TeamCard, type TTeamActions } from './team-card.tsx';
import { TeamForm } from './team-form.tsx';

type Props = { gameId: string };

/**
 * A game's teams and their players: create, rename, recolour and delete teams, add players from
 * the users not yet in the game, move players by dragging or with each player's menu, remove them.
 */
export function TeamsEditor({ gameId }: Props) {
  const { t } = useTranslation('teams');
  const { t: tc } = useTranslation();
  const teams = useGameTeams(gameId);
  const lock = useContentLock(gameId);
  const move = useMovePlayer(gameId);
  const [editing, setEditing] = useState<{ team?: TTeam } | null>(null);
  const [adding, setAdding] = useState<TTeam | null>(null);
  const [removing, setRemoving] = useState<TRemoving | null>(null);
  const list = teams.data ?? [];

  const movePlayer = (memberId: string, teamId: string) => {
    const member = list.flatMap((team) => team.members).find((m) => m.id === memberId);
    const target = list.find((team) => team.id === teamId);
    move.mutate(
      { memberId, teamId },
      {
        onSuccess: () => notifySuccess(t('member.moved', { name: member?.fullName, team: target?.name })),
        onError: (error) => notifyError(errorMessage(error, tc)),
      },
    );
  };

  const actions: TTeamActions = {
    edit: (team) => setEditing({ team }),
    remove: (team) => setRemoving({ kind: 'team', id: team.id, name: team.name }),
    addPlayers: setAdding,
    movePlayer: (member, teamId) => movePlayer(member.id, teamId),
    removePlayer: (member) => setRemoving({ kind: 'player', id: member.id, name: member.fullName }),
  };

  const onDragEnd = ({ source, destination, draggableId }: DropResult) => {
    if (destination && destination.droppableId !== source.droppableId)
      movePlayer(draggableId, destination.droppableId);
  };

  if (teams.isPending) return <LoadingScreen />;
  if (teams.isError) return <ErrorAlert error={teams.error} />;
  const players = list.reduce((sum, team) => sum + team.members.length, 0);
  const close = () => setEditing(null);

  return (
    <Stack gap="md">
      <ContentEditorBar
        lock={lock}
        summary={t(lock.readOnly ? 'editor.count' : 'editor.summary', { count: list.length, players })}
        addLabel={t('team.add')}
        onAdd={() => setEditing({})}
      />
      {list.length === 0 && <Text c="dimmed">{t('editor.empty')}</Text>}
      <DragDropContext onDragEnd={onDragEnd}>
        <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
          {list.map((team) => (
            <TeamCard key={team.id} team={team} teams={list} readOnly={lock.readOnly} actions={actions} />
          ))}
        </SimpleGrid>
      </DragDropContext>
      <Modal
        opened={editing !== null}
        onClose={close}
        title={t(editing?.team ? 'team.editTitle' : 'team.newTitle')}
        closeButtonProps={{ 'aria-label': tc('dialog.close') }}
        centered
      >
        <TeamForm
          gameId={gameId}
          team={editing?.team}
          teamCount={list.length}
          onSaved={close}
          onCancel={close}
        />
      </Modal>
      <AddPlayersDialog gameId={gameId} team={adding} onClose={() => setAdding(null)} />
      <RemoveTeamDialog gameId={gameId} removing={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}
