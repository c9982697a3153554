import { Button } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router';

type Props = {
  to: string;
  icon: Icon;
  label: string;
  /** The accessible name: where the link leads for which template ("Preview Onboarding"). */
  named: string;
  /** The card's main way on, in the light primary colour; else a plain button. */
  primary?: boolean;
};

/** A link of a template's card in the library, shown as a button. */
export function CardLink({ to, icon: Icon, label, named, primary = false }: Props) {
  return (
    <Button
      component={Link}
      to={to}
      variant={primary ? 'light' : 'default'}
      leftSection={<Icon size={16} aria-hidden />}
      aria-label={named}
    >
      {label}
    </Button>
  );
}
