import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A record's status (a user's, a game's phase, an upload row's) as a dot badge: its text keeps the
 * body colour, so a light teal or yellow never falls under 4.5:1 contrast; and it never wraps in a
 * narrow column.
 */
export function StatusBadge({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Badge variant="dot" color={color} miw="max-content">
      {children}
    </Badge>
  );
}
