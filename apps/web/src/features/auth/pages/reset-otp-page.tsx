import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormCard } from '../../../components/form-card.tsx';
import { useResetPasswordWithOtp } from '../api/password-api.ts';
import { BackToLogin } from '../components/back-to-login.tsx';
import { NewPasswordForm } from '../components/new-password-form.tsx';
import { PasswordChanged } from '../components/password-changed.tsx';

/** `reset-otp/{resetToken}`: the last step of the one-time-code flow. */
export function ResetOtpPage() {
  const { t } = useTranslation('auth');
  const { id: resetToken = '' } = useParams();
  const reset = useResetPasswordWithOtp();

  if (reset.isSuccess) return <PasswordChanged />;
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
        onSubmit={(password, { onError }) => reset.mutate({ resetToken, password }, { onError })}
      />
    </FormCard>
  );
}
