import type { TUser } from '@rally/contracts/users';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSendUserEmails } from './user-bulk-api.ts';

/**
 * Sends an invited user a new invitation (a fresh set-password link; earlier ones stay valid) and
 * says so; a user who signed up meanwhile is skipped by the server, and the toast says that.
 */
export function useResendInvitation() {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation();
  const send = useSendUserEmails();
  const resend = (user: Pick<TUser, 'id' | 'email'>) =>
    send.mutate(
      { userIds: [user.id], kind: 'invitation' },
      {
        onSuccess: ({ sent }) =>
          sent > 0
            ? notifySuccess(t('invite.sent', { email: user.email }))
            : notifyError(t('invite.notSent', { email: user.email })),
        onError: (error) => notifyError(errorMessage(error, tc)),
      },
    );
  return { resend, pending: send.isPending };
}
