import { DragDropContext, type DropResult, type ResponderProvided } from '@hello-pangea/dnd';
import { Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TGame } from '@rally/contracts/games';
import type { TTeam } from '@rally/contracts/teams';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentEditorBar } from '../../../components/content-editor-bar.tsx';
import { useContentLock } from '../../../components/content-lock.tsx';
import { dragAnnouncements } from '../../../components/drag-announcements.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { useGameCharities } from '../../../lib/charity-queries.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { focusWhenReady } from '../../../lib/focus.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useGameTeams, useMovePlayer } from '../api/teams-api.ts';
import { AddPlayersDialog } from './add-players-dialog.tsx';
import { InvitePlayersDialog } from './invite-players-dialog.tsx';
import { RemoveTeamDialog, type TRemoving } from './remove-team-dialog.tsx';
import { TeamCard, type TTeamActions } from './team-card.tsx';
import { TeamForm } from './team-form.tsx';

/** The game whose content this is: its phase decides whether it may change. */
type Props = { game: TGame };

/**
 * A game's teams and their players: create, rename, recolour and delete teams, add players from
 * the users not yet in the game, move players by dragging or with each player's menu, remove them.
 */
export function TeamsEditor({ game }: Props) {
  const gameId = game.id;
  const { t } = useTranslation('teams');
  const { t: tc } = useTranslation();
  const teams = useGameTeams(gameId);
  const lock = useContentLock(game);
  const move = useMovePlayer(gameId);
  const [editing, setEditing] = useState<{ team?: TTeam } | null>(null);
  const [adding, setAdding] = useState<TTeam | null>(null);
  const [inviting, setInviting] = useState<TTeam | null>(null);
  const [removing, setRemoving] = useState<TRemoving | null>(null);
  const list = teams.data ?? [];
  const charities = useGameCharities(gameId).data ?? [];
  const charityName = new Map(charities.map((c) => [c.charityId, c.charityName]));
  const supportsOf = (team: TTeam) =>
    charities.length === 0 ? null : team.charityIds.map((id) => charityName.get(id) ?? '').filter(Boolean);

  /**
   * Moves a player; the user continues at the moved row, in its new team (or back in its old one if
   * the move failed): at its menu after the menu's move, at its grip after a drag.
   */
  const movePlayer = (playerId: string, teamId: string, continueAt: 'menu' | 'grip') => {
    const player = list.flatMap((team) => team.members).find((m) => m.id === playerId);
    const from = list.find((team) => team.members.some((m) => m.id === playerId));
    const target = list.find((team) => team.id === teamId);
    const focusRow = (inTeam: string | undefined) =>
      focusWhenReady(() =>
        document.querySelector<HTMLElement>(
          `[data-team-id="${inTeam}"] [data-rfd-draggable-id="${playerId}"] ${
            continueAt === 'menu' ? '[aria-haspopup="menu"]' : '[data-rfd-drag-handle-draggable-id]'
          }`,
        ),
      );
    move.mutate(
      { playerId, teamId },
      {
        onSuccess: () => notifySuccess(t('member.moved', { name: player?.fullName, team: target?.name })),
        onError: (error) => {
          notifyError(errorMessage(error, tc));
          focusRow(from?.id);
        },
      },
    );
    // The move shows at once (optimistic): the row is drawn in its new team on the next frames.
    focusRow(teamId);
  };

  const actions: TTeamActions = {
    edit: (team) => setEditing({ team }),
    remove: (team) => setRemoving({ kind: 'team', id: team.id, name: team.name }),
    addPlayers: setAdding,
    invitePlayers: setInviting,
    movePlayer: (player, teamId) => movePlayer(player.id, teamId, 'menu'),
    removePlayer: (player) => setRemoving({ kind: 'player', id: player.id, name: player.fullName }),
  };

  const drag = dragAnnouncements({
    name: (id) => list.flatMap((team) => team.members).find((m) => m.id === id)?.fullName ?? '',
    place: ({ droppableId }) =>
      t('drag.inTeam', { team: list.find((team) => team.id === droppableId)?.name ?? '' }),
  });
  const { announceEnd, ...announcements } = drag;
  const onDragEnd = (result: DropResult, provided: ResponderProvided) => {
    announceEnd(result, provided);
    const { source, destination, draggableId } = result;
    if (destination && destination.droppableId !== source.droppableId)
      movePlayer(draggableId, destination.droppableId, 'grip');
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
      <DragDropContext {...announcements} onDragEnd={onDragEnd}>
        <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
          {list.map((team) => (
            <TeamCard
              key={team.id}
              team={team}
              teams={list}
              readOnly={lock.readOnly}
              actions={actions}
              supports={supportsOf(team)}
            />
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
      <InvitePlayersDialog gameId={gameId} team={inviting} onClose={() => setInviting(null)} />
      <RemoveTeamDialog gameId={gameId} removing={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}
