import { Button } from '@mantine/core';
import { type Icon, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A page header's way to another screen of the same thing (edit it, its settings, view it). */
export function LinkButton({
  to,
  icon: ButtonIcon,
  variant = 'default',
  children,
}: {
  to: string;
  icon: Icon;
  /** `filled` for the screen's main action (create one more), `light` for a card's one call to action. */
  variant?: 'default' | 'light' | 'filled';
  children: ReactNode;
}) {
  return (
    <Button component={Link} to={to} variant={variant} leftSection={<ButtonIcon size={16} aria-hidden />}>
      {children}
    </Button>
  );
}

/** A page header's delete button; it opens the screen's confirm dialog. */
export function DeleteButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden />} onClick={onClick}>
      {children}
    </Button>
  );
}
