import { Draggable, type DraggableProvided, Droppable } from '@hello-pangea/dnd';
import { Stack, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';

type ListProps = StackProps & { 'aria-label'?: string; 'data-team-id'?: string };

type Props<T extends { id: string }> = {
  droppableId: string;
  /** Items are dropped only into lists of the same type. */
  type: string;
  items: T[];
  /** Nothing is dragged (a finished or archived game, a reader). */
  readOnly: boolean;
  /** Shown while the list is empty. */
  empty: ReactNode;
  /** The list's own props, also while something is dragged over it. */
  listProps?: (isDraggingOver: boolean) => ListProps;
  /** One item, dragged by `drag`. */
  children: (item: T, drag: DraggableProvided, index: number) => ReactNode;
};

/** The list of a content editor's card whose items are dragged into order or to another card. */
export function DropList<T extends { id: string }>({
  droppableId,
  type,
  items,
  readOnly,
  empty,
  listProps,
  children,
}: Props<T>) {
  return (
    <Droppable droppableId={droppableId} type={type}>
      {(drop, snapshot) => (
        <Stack ref={drop.innerRef} {...drop.droppableProps} gap={6} {...listProps?.(snapshot.isDraggingOver)}>
          {items.length === 0 && empty}
          {items.map((item, index) => (
            <Draggable key={item.id} draggableId={item.id} index={index} isDragDisabled={readOnly}>
              {(drag) => children(item, drag, index)}
            </Draggable>
          ))}
          {drop.placeholder}
        </Stack>
      )}
    </Droppable>
  );
}
