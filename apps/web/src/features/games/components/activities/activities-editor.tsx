import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { Modal, Stack, Text } from '@mantine/core';
import type { TActivity, TBehaviour } from '@rally/contracts/activities';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { LoadingScreen } from '../../../../components/loading-screen.tsx';
import { errorMessage } from '../../../../lib/errors.ts';
import { notifyError } from '../../../../lib/notify.ts';
import { useGameActivities, useReorder } from '../../api/activities-api.ts';
import { ContentEditorBar } from '../content/content-editor-bar.tsx';
import { useContentLock } from '../content/content-lock.tsx';
import { BehaviourForm } from './behaviour-form.tsx';
import { DeleteActivityDialog, type TDeleting } from './delete-activity-dialog.tsx';
import { HabitCard, type THabitActions } from './habit-card.tsx';
import { HabitForm } from './habit-form.tsx';
import { moved, positionChanges, withPositions } from './reorder.ts';

type TEditing =
  | { kind: 'habit'; activity?: TActivity }
  | { kind: 'behaviour'; taskId: string; behaviour?: TBehaviour };

type Props = { gameId: string };

/** A game's habits and their behaviours: add, edit, delete, and order them (drag, or the menus). */
export function ActivitiesEditor({ gameId }: Props) {
  const { t } = useTranslation('activities');
  const { t: tc } = useTranslation();
  const activities = useGameActivities(gameId);
  const lock = useContentLock(gameId);
  const reorder = useReorder(gameId);
  const [editing, setEditing] = useState<TEditing | null>(null);
  const [deleting, setDeleting] = useState<TDeleting | null>(null);
  const list = activities.data ?? [];

  const saveOrder = (kind: 'main' | 'sub', changes: ReturnType<typeof positionChanges>, next: TActivity[]) =>
    reorder.mutate({ kind, changes, next }, { onError: (error) => notifyError(errorMessage(error, tc)) });

  const actions: THabitActions = {
    editHabit: (activity) => setEditing({ kind: 'habit', activity }),
    deleteHabit: (activity) => setDeleting({ kind: 'habit', id: activity.id, name: activity.name }),
    moveHabit: (from, to) => {
      const ordered = moved(list, from, to);
      saveOrder('main', positionChanges(ordered), withPositions(ordered));
    },
    addBehaviour: (activity) => setEditing({ kind: 'behaviour', taskId: activity.id }),
    editBehaviour: (behaviour) => setEditing({ kind: 'behaviour', taskId: behaviour.taskId, behaviour }),
    deleteBehaviour: (behaviour) =>
      setDeleting({ kind: 'behaviour', id: behaviour.id, name: behaviour.name }),
    moveBehaviour: (activity, from, to) => {
      const ordered = moved(activity.subtasks, from, to);
      const next = list.map((a) => (a.id === activity.id ? { ...a, subtasks: withPositions(ordered) } : a));
      saveOrder('sub', positionChanges(ordered), next);
    },
  };

  const onDragEnd = ({ source, destination, type }: DropResult) => {
    if (!destination || destination.index === source.index) return;
    if (type === 'habit') return actions.moveHabit(source.index, destination.index);
    const activity = list.find((a) => `behaviours:${a.id}` === source.droppableId);
    if (activity) actions.moveBehaviour(activity, source.index, destination.index);
  };

  if (activities.isPending) return <LoadingScreen />;
  if (activities.isError) return <ErrorAlert error={activities.error} />;
  const close = () => setEditing(null);

  return (
    <Stack gap="md">
      <ContentEditorBar
        lock={lock}
        summary={t(lock.readOnly ? 'editor.count' : 'editor.summary', { count: list.length })}
        addLabel={t('habit.add')}
        onAdd={() => setEditing({ kind: 'habit' })}
      />
      {list.length === 0 && <Text c="dimmed">{t('editor.empty')}</Text>}
      <DragDropContext onDragEnd={onDragEnd}>
        <Droppable droppableId="habits" type="habit">
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
                    <HabitCard
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
      <Modal
        opened={editing !== null}
        onClose={close}
        title={
          editing?.kind === 'behaviour'
            ? t(editing.behaviour ? 'behaviour.editTitle' : 'behaviour.newTitle')
            : t(editing?.activity ? 'habit.editTitle' : 'habit.newTitle')
        }
        closeButtonProps={{ 'aria-label': tc('dialog.close') }}
        centered
      >
        {editing?.kind === 'habit' && (
          <HabitForm gameId={gameId} activity={editing.activity} onSaved={close} onCancel={close} />
        )}
        {editing?.kind === 'behaviour' && (
          <BehaviourForm
            taskId={editing.taskId}
            behaviour={editing.behaviour}
            onSaved={close}
            onCancel={close}
          />
        )}
      </Modal>
      <DeleteActivityDialog deleting={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
