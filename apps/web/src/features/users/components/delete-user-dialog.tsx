import { Text } from '@mantine/core';
import type { TUser } from '@rally/contracts/users';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useDeleteUser } from '../api/users-api.ts';

type Props = {
  /** The user to delete; the dialog is closed while null. */
  user: Pick<TUser, 'id' | 'fullName' | 'email'> | null;
  onClose: () => void;
  onDeleted?: (id: string) => void;
};

/** Deleting a user removes everything of theirs (their scores too), so it is asked first. */
export function DeleteUserDialog({ user, onClose, onDeleted }: Props) {
  const { t } = useTranslation('users');
  const remove = useDeleteUser();
  const { reset } = remove;

  useEffect(() => {
    if (user) reset();
  }, [user, reset]);

  const confirm = () => {
    if (!user) return;
    remove.mutate(user.id, {
      onSuccess: () => {
        notifySuccess(t('delete.deleted', { name: user.fullName }));
        onClose();
        onDeleted?.(user.id);
      },
    });
  };

  return (
    <ConfirmDialog
      opened={user !== null}
      onClose={onClose}
      title={t('delete.title', { name: user?.fullName ?? '' })}
      confirmLabel={t('delete.confirm')}
      onConfirm={confirm}
      danger
      loading={remove.isPending}
    >
      <ErrorAlert error={remove.error} />
      <Text>{t('delete.text', { name: user?.fullName ?? '', email: user?.email ?? '' })}</Text>
    </ConfirmDialog>
  );
}
