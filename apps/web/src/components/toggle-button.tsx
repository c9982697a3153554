import { ActionIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** A header button that switches a preference to `label`'s choice (the layout, the skin). */
export function ToggleButton({
  label,
  icon,
  onToggle,
}: {
  label: string;
  icon: ReactNode;
  onToggle: () => void;
}) {
  return (
    <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onClick={onToggle}>
      {icon}
    </ActionIcon>
  );
}
