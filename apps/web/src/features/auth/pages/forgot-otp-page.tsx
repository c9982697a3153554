import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormCard } from '../../../components/form-card.tsx';
import { paths } from '../../../lib/paths.ts';
import { useRequestOtp } from '../api/password-api.ts';
import { BackToLogin } from '../components/back-to-login.tsx';
import { EmailRequestForm } from '../components/email-request-form.tsx';

/** Asks for a one-time code by e-mail; the answer names the request the code belongs to. */
export function ForgotOtpPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const send = useRequestOtp();
  return (
    <FormCard
      title={t('forgotOtp.heading')}
      description={t('forgotOtp.description')}
      footer={<BackToLogin />}
    >
      <EmailRequestForm
        submitLabel={t('forgotOtp.submit')}
        pending={send.isPending}
        error={send.error}
        onSubmit={(values) =>
          send.mutate(values, {
            onSuccess: ({ requestId }) =>
              navigate(paths.auth.setOtp.href(requestId), { state: { email: values.email } }),
          })
        }
      />
    </FormCard>
  );
}
