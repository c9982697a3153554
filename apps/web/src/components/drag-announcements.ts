import type { DragStart, DragUpdate, DropResult, ResponderProvided } from '@hello-pangea/dnd';
import { i18n } from '../lib/i18n.ts';

type TLocation = { droppableId: string; index: number };

type Describe = {
  /** What is dragged, by its id: a player's or an activity's name. */
  name: (draggableId: string) => string;
  /** Where it is, in words: "in Team Blue", "position 2 of 5". */
  place: (location: TLocation) => string;
};

/**
 * What a screen reader hears while an item is dragged with the keyboard (4.1.3). The drag library's
 * own messages are English and name lists by their ids ("moved from list 3f2a…"); these name the
 * item and the place. Spread the result on `DragDropContext`, and call `announceEnd` first in its
 * `onDragEnd`.
 */
export function dragAnnouncements({ name, place }: Describe) {
  const t = i18n.t;
  return {
    dragHandleUsageInstructions: t('drag.instructions'),
    onDragStart: (start: DragStart, provided: ResponderProvided) =>
      provided.announce(t('drag.lifted', { name: name(start.draggableId), place: place(start.source) })),
    onDragUpdate: (update: DragUpdate, provided: ResponderProvided) =>
      provided.announce(
        update.destination
          ? t('drag.over', { name: name(update.draggableId), place: place(update.destination) })
          : t('drag.outside', { name: name(update.draggableId) }),
      ),
    announceEnd: (result: DropResult, provided: ResponderProvided) =>
      provided.announce(
        result.reason === 'DROP' && result.destination
          ? t('drag.dropped', { name: name(result.draggableId), place: place(result.destination) })
          : t('drag.cancelled', { name: name(result.draggableId), place: place(result.source) }),
      ),
  };
}
