import type { DraggableProvidedDragHandleProps } from '@hello-pangea/dnd';
import { Box, type BoxProps } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';

type Props = BoxProps & {
  handle: DraggableProvidedDragHandleProps | null;
  /** Names what is dragged: "Drag <name>". */
  label: string;
  /** Read-only: hidden, yet still mounted, as the drag library expects a handle. */
  hidden: boolean;
  size: number;
  /** When shown (the grip lines up differently in a one-line row). */
  display?: 'flex';
};

/** The grip of a card or row that is dragged into another place. */
export function DragHandle({ handle, label, hidden, size, display, ...box }: Props) {
  return (
    <Box
      {...handle}
      aria-label={label}
      c="dimmed"
      {...box}
      style={{ cursor: 'grab', display: hidden ? 'none' : display }}
    >
      <IconGripVertical size={size} aria-hidden />
    </Box>
  );
}
