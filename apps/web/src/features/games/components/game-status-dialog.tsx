import { Text } from '@mantine/core';
import type { TGameDetail } from '@rally/contracts/games';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { gameKeys } from '../../../lib/game-keys.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useChangeGameStatus } from '../api/games-api.ts';

/** The lifecycle steps a screen offers: activate, finish, archive, restore (archived -> finished). */
export type TStatusChange = 'activate' | 'finish' | 'archive' | 'restore';
const TARGET = { activate: 'active', finish: 'finished', archive: 'archived', restore: 'finished' } as const;

type Props = {
  game: TGameDetail;
  /** The change to confirm; the dialog is closed while null. */
  change: TStatusChange | null;
  onClose: () => void;
  onDone?: (game: TGameDetail) => void;
};

/** Says what a lifecycle step means for players before taking it. */
export function GameStatusDialog({ game, change, onClose, onDone }: Props) {
  const { t } = useTranslation('games');
  const queryClient = useQueryClient();
  const status = useChangeGameStatus(game.id);
  const { reset } = status;

  useEffect(() => {
    if (change) reset();
  }, [change, reset]);

  const confirm = () => {
    if (!change) return;
    status.mutate(TARGET[change], {
      onSuccess: (saved) => {
        notifySuccess(t(`status.${change}.done`, { name: game.name }));
        onClose();
        onDone?.(saved);
      },
      // A refused activation names what is missing: the problems list reloads to show it.
      onError: () => queryClient.invalidateQueries({ queryKey: gameKeys.detail(game.id) }),
    });
  };

  return (
    <ConfirmDialog
      opened={change !== null}
      onClose={onClose}
      title={change ? t(`status.${change}.title`, { name: game.name }) : ''}
      confirmLabel={change ? t(`status.${change}.confirm`) : ''}
      onConfirm={confirm}
      loading={status.isPending}
    >
      <ErrorAlert error={status.error} />
      {change && <Text>{t(`status.${change}.explain`)}</Text>}
    </ConfirmDialog>
  );
}
