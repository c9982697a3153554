import { Alert } from '@mantine/core';
import type { TGameDetail } from '@rally/contracts/games';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Why a finished or archived game cannot change any more; `children` follow the reason (a link). */
export function GameReadOnlyAlert({ game, children }: { game: TGameDetail; children?: ReactNode }) {
  const { t } = useTranslation('games');
  return (
    <Alert color="gray" variant="light" icon={<IconLock aria-hidden />}>
      {t(`edit.readOnly.${game.status === 'archived' ? 'archived' : 'finished'}`)}
      {children}
    </Alert>
  );
}
