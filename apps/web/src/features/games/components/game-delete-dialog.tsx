import { Checkbox, Text } from '@mantine/core';
import type { TGame } from '@rally/contracts/games';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useDeleteGame } from '../api/games-api.ts';

type Props = {
  /** The game to delete; the dialog is closed while null. */
  game: TGame | null;
  onClose: () => void;
  onDeleted?: (outcome: 'deleted' | 'archived') => void;
};

/**
 * Deleting follows ADR 0006: a draft, or a game nobody plays, goes with everything in it; a game
 * with players is archived (results kept, restorable) unless "delete permanently" is ticked. An
 * archived game is already kept, so deleting it can only mean for good.
 */
export function GameDeleteDialog({ game, onClose, onDeleted }: Props) {
  const { t } = useTranslation('games');
  const remove = useDeleteGame();
  const [permanently, setPermanently] = useState(false);
  const { reset } = remove;

  useEffect(() => {
    if (!game) return;
    setPermanently(false);
    reset();
  }, [game, reset]);

  const kept = game !== null && game.status !== 'draft' && game.counts.players > 0;
  const archives = kept && game.status !== 'archived' && !permanently;
  const name = game?.name ?? '';

  const confirm = () => {
    if (!game) return;
    remove.mutate(
      { id: game.id, hard: kept && !archives },
      {
        onSuccess: ({ outcome }) => {
          notifySuccess(t(outcome === 'archived' ? 'delete.archived' : 'delete.deleted', { name }));
          onClose();
          onDeleted?.(outcome);
        },
      },
    );
  };

  return (
    <ConfirmDialog
      opened={game !== null}
      onClose={onClose}
      title={t('delete.title', { name })}
      confirmLabel={t(archives ? 'delete.confirmArchive' : 'delete.confirm')}
      onConfirm={confirm}
      danger={!archives}
      loading={remove.isPending}
    >
      <ErrorAlert error={remove.error} />
      {!kept ? (
        <Text>{t(game?.status === 'draft' ? 'delete.draft' : 'delete.noPlayers', { name })}</Text>
      ) : game.status === 'archived' ? (
        <Text>{t('delete.archivedGame', { name, count: game.counts.players })}</Text>
      ) : (
        <>
          <Text>{t('delete.withPlayers', { name, count: game.counts.players })}</Text>
          <Checkbox
            label={t('delete.permanently')}
            description={t('delete.permanentlyHint')}
            checked={permanently}
            onChange={(event) => setPermanently(event.currentTarget.checked)}
          />
        </>
      )}
      {!archives && (
        <Text size="sm" fw={600}>
          {t('delete.irreversible')}
        </Text>
      )}
    </ConfirmDialog>
  );
}
