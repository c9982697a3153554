import { Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useDeleteActivity, useDeleteBehaviour } from '../api/activities-api.ts';

export type TDeleting = { kind: 'activity' | 'behaviour'; id: string; name: string };

type Props = { deleting: TDeleting | null; onClose: () => void };

/**
 * Deletes a activity (with its behaviours) or one behaviour. An active game refuses (409): its
 * message stays in the dialog, saying why.
 */
export function DeleteActivityDialog({ deleting, onClose }: Props) {
  const { t } = useTranslation('activities');
  const activity = useDeleteActivity();
  const behaviour = useDeleteBehaviour();
  const remove = deleting?.kind === 'behaviour' ? behaviour : activity;
  const { reset: resetActivity } = activity;
  const { reset: resetBehaviour } = behaviour;

  useEffect(() => {
    if (!deleting) return;
    resetActivity();
    resetBehaviour();
  }, [deleting, resetActivity, resetBehaviour]);

  const confirm = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess(t(`${deleting.kind}.deleted`, { name: deleting.name }));
        onClose();
      },
    });
  };

  const kind = deleting?.kind ?? 'activity';
  return (
    <ConfirmDialog
      opened={deleting !== null}
      onClose={onClose}
      title={t(`${kind}.deleteTitle`, { name: deleting?.name ?? '' })}
      confirmLabel={t('actions.delete')}
      onConfirm={confirm}
      danger
      loading={remove.isPending}
    >
      <ErrorAlert error={remove.error} />
      <Text>{t(`${kind}.deleteText`, { name: deleting?.name ?? '' })}</Text>
    </ConfirmDialog>
  );
}
