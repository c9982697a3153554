import type { TUser } from '@rally/contracts/users';
import { ResendInvitationButton } from './resend-invitation-button.tsx';
import { SendResetButton } from './send-reset-button.tsx';

/** The account e-mail that helps this user: a new invitation while invited, else a password reset link. */
export function AccountMailButton({ user }: { user: Pick<TUser, 'id' | 'email' | 'status'> }) {
  return user.status === 'invited' ? <ResendInvitationButton user={user} /> : <SendResetButton user={user} />;
}
