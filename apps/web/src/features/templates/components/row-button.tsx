import { Button } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

type Props = {
  icon: Icon;
  label: string;
  /** The accessible name: what the button does to which row ("Delete KPI Calls"). */
  named: string;
  /** Red, for a delete or remove. */
  danger?: boolean;
  onClick: () => void;
};

/** A small button acting on one row of a template's part (edit, delete, remove). */
export function RowButton({ icon: Icon, label, named, danger = false, onClick }: Props) {
  return (
    <Button
      variant="subtle"
      color={danger ? 'red' : undefined}
      size="xs"
      leftSection={<Icon size={14} aria-hidden />}
      aria-label={named}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}
