import type { TUser } from '@rally/contracts/users';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { useResendInvitation } from '../api/resend-invitation.ts';

/** For a user who was invited and never set a password: what helps them is a new invitation, not a reset. */
export function ResendInvitationButton({ user }: { user: Pick<TUser, 'id' | 'email'> }) {
  const { t } = useTranslation('users');
  const { resend, pending } = useResendInvitation();
  return (
    <LoadingButton
      variant="default"
      leftSection={<IconMailForward size={16} aria-hidden />}
      loading={pending}
      onClick={() => resend(user)}
    >
      {t('invite.resend')}
    </LoadingButton>
  );
}
