import { Alert, Button, Stack } from '@mantine/core';
import { RESET_LINK_TTL_SECONDS } from '@rally/contracts/constants';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../components/form-card.tsx';
import { useRequestResetLink } from '../api/password-api.ts';
import { BackToLogin } from '../components/back-to-login.tsx';
import { EmailRequestForm } from '../components/email-request-form.tsx';

/** Sends a reset link. The confirmation is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const send = useRequestResetLink();

  if (send.isSuccess) {
    return (
      <FormCard title={t('forgotPassword.sentHeading')} footer={<BackToLogin />}>
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<IconMailCheck aria-hidden />} role="status">
            {t('forgotPassword.sent', {
              email: send.variables.email,
              minutes: RESET_LINK_TTL_SECONDS / 60,
            })}
          </Alert>
          <Button variant="default" onClick={() => send.reset()}>
            {t('forgotPassword.again')}
          </Button>
        </Stack>
      </FormCard>
    );
  }

  return (
    <FormCard
      title={t('forgotPassword.heading')}
      description={t('forgotPassword.description')}
      footer={<BackToLogin />}
    >
      <EmailRequestForm
        submitLabel={t('forgotPassword.submit')}
        pending={send.isPending}
        error={send.error}
        onSubmit={(values) => send.mutate(values)}
      />
    </FormCard>
  );
}
