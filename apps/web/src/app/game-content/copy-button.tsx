import { Button } from '@mantine/core';
import type { TGameDetail } from '@rally/contracts/games';
import { IconCopy } from '@tabler/icons-react';
import { isClosed } from '../../components/content-lock.tsx';

type Props = { game: TGameDetail; label: string; onClick: () => void };

/** Opens a copy dialog; a finished or archived game takes no copies. */
export function CopyButton({ game, label, onClick }: Props) {
  if (isClosed(game)) return null;
  return (
    <Button variant="default" leftSection={<IconCopy size={16} aria-hidden />} onClick={onClick}>
      {label}
    </Button>
  );
}
