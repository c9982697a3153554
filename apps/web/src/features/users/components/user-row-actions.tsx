import type { TUser } from '@rally/contracts/users';
import { IconMailForward, IconPencil, IconTrash, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ActionsMenu } from '../../../components/actions-menu.tsx';
import { paths } from '../../../lib/paths.ts';
import { useResendInvitation } from '../api/resend-invitation.ts';

type Props = { user: TUser; self: boolean; onDelete: (user: TUser) => void };

/** Profile, edit, a new invitation while invited, and delete for one row of the user list. */
export function UserRowActions({ user, self, onDelete }: Props) {
  const { t } = useTranslation('users');
  const { resend } = useResendInvitation();
  return (
    <ActionsMenu
      label={t('actions.menu', { name: user.fullName })}
      actions={[
        { label: t('actions.profile'), icon: IconUser, to: paths.users.profile.href(user.id) },
        { label: t('actions.edit'), icon: IconPencil, to: paths.users.edit.href(user.id) },
        user.status === 'invited' && {
          label: t('invite.resend'),
          icon: IconMailForward,
          onClick: () => resend(user),
        },
        // Nobody deletes their own account from here (the server refuses too).
        !self && { label: t('actions.delete'), icon: IconTrash, danger: true, onClick: () => onDelete(user) },
      ]}
    />
  );
}
