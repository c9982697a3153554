import { Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useDeleteTeam, useRemovePlayer } from '../api/teams-api.ts';

/** A team to delete, or a player (group user) to take out of the game. */
export type TRemoving = { kind: 'team' | 'player'; id: string; name: string };

type Props = { gameId: string; removing: TRemoving | null; onClose: () => void };

/** Asks before deleting a team or removing a player; the server's refusal (409) stays in the dialog. */
export function RemoveTeamDialog({ gameId, removing, onClose }: Props) {
  const { t } = useTranslation('teams');
  const team = useDeleteTeam(gameId);
  const player = useRemovePlayer(gameId);
  const remove = removing?.kind === 'player' ? player : team;
  const { reset: resetTeam } = team;
  const { reset: resetPlayer } = player;

  useEffect(() => {
    if (!removing) return;
    resetTeam();
    resetPlayer();
  }, [removing, resetTeam, resetPlayer]);

  const confirm = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        notifySuccess(t(`${removing.kind}Remove.done`, { name: removing.name }));
        onClose();
      },
    });
  };

  const kind = removing?.kind ?? 'team';
  const name = removing?.name ?? '';
  return (
    <ConfirmDialog
      opened={removing !== null}
      onClose={onClose}
      title={t(`${kind}Remove.title`, { name })}
      confirmLabel={t(`${kind}Remove.confirm`)}
      onConfirm={confirm}
      danger
      loading={remove.isPending}
    >
      <ErrorAlert error={remove.error} />
      <Text>{t(`${kind}Remove.text`, { name })}</Text>
    </ConfirmDialog>
  );
}
