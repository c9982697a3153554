import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  /** Visible words of the two buttons ("Edit", "Delete"). */
  editLabel: string;
  deleteLabel: string;
  /** What a screen reader hears: the action with the item's name ("Edit provider https://…"). */
  editName: string;
  deleteName: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Actions of this item's own, before Edit (e.g. "Resume"). */
  children?: ReactNode;
};

/**
 * Edit and Delete of one item in a card list. `data-action` names each, so a dialog closing can
 * give focus back to the button that opened it.
 */
export function ItemActions({
  editLabel,
  deleteLabel,
  editName,
  deleteName,
  onEdit,
  onDelete,
  children,
}: Props) {
  return (
    <Group gap="xs">
      {children}
      <Button size="xs" variant="default" onClick={onEdit} data-action="edit" aria-label={editName}>
        {editLabel}
      </Button>
      <Button
        size="xs"
        variant="light"
        color="red"
        onClick={onDelete}
        data-action="delete"
        aria-label={deleteName}
      >
        {deleteLabel}
      </Button>
    </Group>
  );
}
