import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormCard } from '../../../components/form-card.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { useContinueSignedIn } from '../../../lib/continue-signed-in.ts';
import { useResetPasswordWithOtp } from '../api/password-api.ts';
import { BackToLogin } from '../components/back-to-login.tsx';
import { NewPasswordForm } from '../components/new-password-form.tsx';
import { PasswordChanged } from '../components/password-changed.tsx';

/** `reset-otp/{resetToken}`: the last step of the one-time-code flow; it ends signed in, at home. */
export function ResetOtpPage() {
  const { t } = useTranslation('auth');
  const { id: resetToken = '' } = useParams();
  const reset = useResetPasswordWithOtp();
  const continueSignedIn = useContinueSignedIn();

  // Signed in: on the way home (lib/continue-signed-in.ts); else the ending that offers sign-in.
  if (reset.isSuccess) return reset.data.accessToken ? <LoadingScreen /> : <PasswordChanged />;
  return (
    <FormCard
      title={t('resetPassword.heading')}
      description={t('resetPassword.description')}
      footer={<BackToLogin />}
    >
      <NewPasswordForm
        submitLabel={t('resetPassword.submit')}
        pending={reset.isPending}
        error={reset.error}
        onSubmit={(password, { onError }) =>
          reset.mutate(
            { resetToken, password },
            { onError, onSuccess: (answer) => continueSignedIn(answer, t('signedIn.passwordChanged')) },
          )
        }
      />
    </FormCard>
  );
}
