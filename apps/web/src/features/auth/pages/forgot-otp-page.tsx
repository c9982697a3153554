import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormCard } from '../../../components/form-card.tsx';
import { paths } from '../../../lib/paths.ts';
import { useRequestOtp } from '../api/password-api.ts';
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
      footer={
        <Anchor component={Link} to={paths.login.href()} fw={600}>
          {t('common.backToLogin')}
        </Anchor>
      }
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
