import type { DraggableProvided } from '@hello-pangea/dnd';
import { Paper, Text } from '@mantine/core';
import type { TActivity, TBehaviour } from '@rally/contracts/activities';
import { IconFileText, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DragHandle } from '../../../components/drag-handle.tsx';
import { DropList } from '../../../components/drop-list.tsx';
import { EditorCardAdd, EditorCardHeader } from '../../../components/editor-card.tsx';
import { paths } from '../../../lib/paths.ts';
import { BehaviourRow } from './behaviour-row.tsx';
import { useMoveActions } from './move-actions.ts';

/** What the editor does when a activity or behaviour control is used. */
export type TActivityActions = {
  editActivity: (activity: TActivity) => void;
  deleteActivity: (activity: TActivity) => void;
  moveActivity: (from: number, to: number) => void;
  addBehaviour: (activity: TActivity) => void;
  editBehaviour: (behaviour: TBehaviour) => void;
  deleteBehaviour: (behaviour: TBehaviour) => void;
  moveBehaviour: (activity: TActivity, from: number, to: number) => void;
};

type Props = {
  activity: TActivity;
  index: number;
  count: number;
  provided: DraggableProvided;
  readOnly: boolean;
  actions: TActivityActions;
};

/** A activity with its behaviours; behaviours are dragged within their own activity only. */
export function ActivityCard({ activity, index, count, provided, readOnly, actions }: Props) {
  const { t } = useTranslation('activities');
  const moveActions = useMoveActions();
  const behaviours = activity.subtasks;
  return (
    <Paper ref={provided.innerRef} {...provided.draggableProps} withBorder p="sm" radius="md">
      <EditorCardHeader
        lead={
          <DragHandle
            handle={provided.dragHandleProps}
            label={t('activity.drag', { name: activity.name })}
            hidden={readOnly}
            size={20}
            pt={4}
          />
        }
        title={activity.name}
        alignTop
        menu={
          !readOnly && {
            label: t('activity.menu', { name: activity.name }),
            actions: [
              { label: t('actions.edit'), icon: IconPencil, onClick: () => actions.editActivity(activity) },
              {
                label: t('actions.openPage'),
                icon: IconFileText,
                to: paths.games.activityEdit.href(activity.id),
              },
              ...moveActions({
                isFirst: index === 0,
                isLast: index === count - 1,
                onMove: (delta) => actions.moveActivity(index, index + delta),
              }),
              {
                label: t('actions.delete'),
                icon: IconTrash,
                danger: true,
                onClick: () => actions.deleteActivity(activity),
              },
            ],
          }
        }
      >
        {activity.description && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {activity.description}
          </Text>
        )}
      </EditorCardHeader>
      <DropList
        droppableId={`behaviours:${activity.id}`}
        type={`behaviour:${activity.id}`}
        items={behaviours}
        readOnly={readOnly}
        listProps={() => ({ 'aria-label': t('activity.behaviours', { name: activity.name }) })}
        empty={
          <Text size="sm" c="dimmed">
            {t('activity.noBehaviours')}
          </Text>
        }
      >
        {(behaviour, drag, i) => (
          <BehaviourRow
            behaviour={behaviour}
            provided={drag}
            readOnly={readOnly}
            isFirst={i === 0}
            isLast={i === behaviours.length - 1}
            onEdit={() => actions.editBehaviour(behaviour)}
            onDelete={() => actions.deleteBehaviour(behaviour)}
            onMove={(delta) => actions.moveBehaviour(activity, i, i + delta)}
          />
        )}
      </DropList>
      {!readOnly && (
        <EditorCardAdd
          icon={IconPlus}
          label={t('behaviour.add')}
          named={t('behaviour.addTo', { name: activity.name })}
          onClick={() => actions.addBehaviour(activity)}
        />
      )}
    </Paper>
  );
}
