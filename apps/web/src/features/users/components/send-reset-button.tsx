import type { TUser } from '@rally/contracts/users';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSendPasswordReset } from '../api/users-api.ts';

/** An admin never sets someone's password: they send a reset link to the user's own address. */
export function SendResetButton({ user }: { user: Pick<TUser, 'id' | 'email' | 'status'> }) {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation();
  const send = useSendPasswordReset();
  return (
    <LoadingButton
      variant="default"
      leftSection={<IconKey size={16} aria-hidden />}
      loading={send.isPending}
      // The server refuses a disabled account (409): enable it first.
      disabled={user.status === 'disabled'}
      onClick={() =>
        send.mutate(user.id, {
          onSuccess: () => notifySuccess(t('reset.sent', { email: user.email })),
          onError: (error) => notifyError(errorMessage(error, tc)),
        })
      }
    >
      {t('reset.send')}
    </LoadingButton>
  );
}
