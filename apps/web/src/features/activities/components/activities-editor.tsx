import {
  DragDropContext,
  Draggable,
  Droppable,
  type DropResult,
  type ResponderProvided,
} from '@hello-pangea/dnd';
import { Stack, Text } from '@mantine/core';
import type { TActivity, TBehaviour } from '@rally/contracts/activities';
import type { TGame } from '@rally/contracts/games';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentEditorBar } from '../../../components/content-editor-bar.tsx';
import { useContentLock } from '../../../components/content-lock.tsx';
import { dragAnnouncements } from '../../../components/drag-announcements.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { announce } from '../../../lib/announce.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { focusWhenReady } from '../../../lib/focus.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useGameActivities, useReorder } from '../api/activities-api.ts';
import { ActivityCard, type TActivityActions } from './activity-card.tsx';
import { ActivityForm } from './activity-form.tsx';
import { BehaviourForm } from './behaviour-form.tsx';
import { DeleteActivityDialog, type TDeleting } from './delete-activity-dialog.tsx';
import { moved, positionChanges, withPositions } from './reorder.ts';

type TEditing =
  | { kind: 'activity'; activity?: TActivity }
  | { kind: 'behaviour'; taskId: string; behaviour?: TBehaviour };

/** The game whose content this is: its phase decides whether it may change. */
type Props = { game: TGame };

/** A game's activities and their behaviours: add, edit, delete, and order them (drag, or the menus). */
export function ActivitiesEditor({ game }: Props) {
  const gameId = game.id;
  const { t } = useTranslation('activities');
  const { t: tc } = useTranslation();
  const activities = useGameActivities(gameId);
  const lock = useContentLock(game);
  const reorder = useReorder(gameId);
  const [editing, setEditing] = useState<TEditing | null>(null);
  const [deleting, setDeleting] = useState<TDeleting | null>(null);
  const list = activities.data ?? [];

  const saveOrder = (kind: 'main' | 'sub', changes: ReturnType<typeof positionChanges>, next: TActivity[]) =>
    reorder.mutate({ kind, changes, next }, { onError: (error) => notifyError(errorMessage(error, tc)) });

  const reorderActivities = (from: number, to: number) => {
    const ordered = moved(list, from, to);
    saveOrder('main', positionChanges(ordered), withPositions(ordered));
    return ordered;
  };
  const reorderBehaviours = (activity: TActivity, from: number, to: number) => {
    const ordered = moved(activity.subtasks, from, to);
    const next = list.map((a) => (a.id === activity.id ? { ...a, subtasks: withPositions(ordered) } : a));
    saveOrder('sub', positionChanges(ordered), next);
    return ordered;
  };
  /** Moved by its menu: said, and the user continues at the moved item's menu, scrolled into view. */
  const movedByMenu = (item: { id: string; name: string }, to: number, count: number) => {
    announce(t('actions.moved', { name: item.name, position: to + 1, count }));
    focusWhenReady(() =>
      document.querySelector<HTMLElement>(`[data-rfd-draggable-id="${item.id}"] [aria-haspopup="menu"]`),
    );
  };

  const actions: TActivityActions = {
    editActivity: (activity) => setEditing({ kind: 'activity', activity }),
    deleteActivity: (activity) => setDeleting({ kind: 'activity', id: activity.id, name: activity.name }),
    moveActivity: (from, to) => {
      const ordered = reorderActivities(from, to);
      const item = ordered[to];
      if (item) movedByMenu(item, to, ordered.length);
    },
    addBehaviour: (activity) => setEditing({ kind: 'behaviour', taskId: activity.id }),
    editBehaviour: (behaviour) => setEditing({ kind: 'behaviour', taskId: behaviour.taskId, behaviour }),
    deleteBehaviour: (behaviour) =>
      setDeleting({ kind: 'behaviour', id: behaviour.id, name: behaviour.name }),
    moveBehaviour: (activity, from, to) => {
      const ordered = reorderBehaviours(activity, from, to);
      const item = ordered[to];
      if (item) movedByMenu(item, to, ordered.length);
    },
  };

  const everything = [...list, ...list.flatMap((a) => a.subtasks)];
  const { announceEnd, ...announcements } = dragAnnouncements({
    name: (id) => everything.find((item) => item.id === id)?.name ?? '',
    place: ({ droppableId, index }) => {
      const count =
        droppableId === 'activities'
          ? list.length
          : (list.find((a) => `behaviours:${a.id}` === droppableId)?.subtasks.length ?? 0);
      return tc('drag.position', { position: index + 1, count });
    },
  });
  const onDragEnd = (result: DropResult, provided: ResponderProvided) => {
    announceEnd(result, provided);
    const { source, destination, type } = result;
    if (!destination || destination.index === source.index) return;
    if (type === 'activity') return void reorderActivities(source.index, destination.index);
    const activity = list.find((a) => `behaviours:${a.id}` === source.droppableId);
    if (activity) reorderBehaviours(activity, source.index, destination.index);
  };

  if (activities.isPending) return <LoadingScreen />;
  if (activities.isError) return <ErrorAlert error={activities.error} />;
  const close = () => setEditing(null);

  return (
    <Stack gap="md">
      <ContentEditorBar
        lock={lock}
        summary={t(lock.readOnly ? 'editor.count' : 'editor.summary', { count: list.length })}
        addLabel={t('activity.add')}
        onAdd={() => setEditing({ kind: 'activity' })}
      />
      {list.length === 0 && <Text c="dimmed">{t('editor.empty')}</Text>}
      <DragDropContext {...announcements} onDragEnd={onDragEnd}>
        <Droppable droppableId="activities" type="activity">
          {(drop) => (
            <Stack ref={drop.innerRef} {...drop.droppableProps} gap="sm">
              {list.map((activity, index) => (
                <Draggable
                  key={activity.id}
                  draggableId={activity.id}
                  index={index}
                  isDragDisabled={lock.readOnly}
                >
                  {(drag) => (
                    <ActivityCard
                      activity={activity}
                      index={index}
                      count={list.length}
                      provided={drag}
                      readOnly={lock.readOnly}
                      actions={actions}
                    />
                  )}
                </Draggable>
              ))}
              {drop.placeholder}
            </Stack>
          )}
        </Droppable>
      </DragDropContext>
      <FormDialog
        opened={editing !== null}
        onClose={close}
        title={
          editing?.kind === 'behaviour'
            ? t(editing.behaviour ? 'behaviour.editTitle' : 'behaviour.newTitle')
            : t(editing?.activity ? 'activity.editTitle' : 'activity.newTitle')
        }
      >
        {editing?.kind === 'activity' && (
          <ActivityForm gameId={gameId} activity={editing.activity} onSaved={close} onCancel={close} />
        )}
        {editing?.kind === 'behaviour' && (
          <BehaviourForm
            taskId={editing.taskId}
            behaviour={editing.behaviour}
            onSaved={close}
            onCancel={close}
          />
        )}
      </FormDialog>
      <DeleteActivityDialog deleting={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
