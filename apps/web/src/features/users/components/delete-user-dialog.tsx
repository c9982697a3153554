import type { TUser } from '@rally/contracts/users';
import { useTranslation } from 'react-i18next';
import { RemoveDialog } from '../../../components/remove-dialog.tsx';
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
  const name = user?.fullName ?? '';
  const texts = {
    title: t('delete.title', { name }),
    text: t('delete.text', { name, email: user?.email ?? '' }),
    confirm: t('delete.confirm'),
    done: t('delete.deleted', { name }),
  };
  return (
    <RemoveDialog
      item={user}
      remove={useDeleteUser()}
      texts={texts}
      onClose={onClose}
      onRemoved={(removed) => onDeleted?.(removed.id)}
    />
  );
}
