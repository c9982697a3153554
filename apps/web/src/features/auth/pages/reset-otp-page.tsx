import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormCard } from '../../../components/form-card.tsx';
import { paths } from '../../../lib/paths.ts';
import { useResetPasswordWithOtp } from '../api/password-api.ts';
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
      footer={
        <Anchor component={Link} to={paths.login.href()} fw={600}>
          {t('common.backToLogin')}
        </Anchor>
      }
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
