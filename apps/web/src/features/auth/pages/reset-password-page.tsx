import { Button } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FormCard } from '../../../components/form-card.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { StatusPage } from '../../../components/status-page.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useContinueSignedIn } from '../../../lib/continue-signed-in.ts';
import { paths } from '../../../lib/paths.ts';
import { useResetLink, useResetPasswordWithLink } from '../api/password-api.ts';
import { BackToLogin } from '../components/back-to-login.tsx';
import { NewPasswordForm } from '../components/new-password-form.tsx';
import { PasswordChanged } from '../components/password-changed.tsx';

/** A link that cannot be used: unknown, malformed, expired (410) or already used. */
function isDeadLink(error: unknown) {
  return error instanceof ApiError && [400, 404, 410].includes(error.status);
}

/**
 * `reset-password/{id}` and `set-password/{id}` (an invitation): the link is checked first, then
 * the reader sees whose password they set. Setting it signs them in and takes them home.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { id = '' } = useParams();
  const link = useResetLink(id);
  const reset = useResetPasswordWithLink();
  const continueSignedIn = useContinueSignedIn();

  // Signed in: on the way home (lib/continue-signed-in.ts); else the ending that offers sign-in.
  if (reset.isSuccess) {
    return reset.data.accessToken ? (
      <LoadingScreen />
    ) : (
      <PasswordChanged invite={link.data?.purpose === 'invite'} />
    );
  }
  if (link.isPending) return <LoadingScreen />;
  if (isDeadLink(link.error)) {
    return (
      <StatusPage
        icon={<IconLinkOff size={36} />}
        title={t('resetPassword.expiredHeading')}
        description={t('resetPassword.expired')}
      >
        <Button component={Link} to={paths.auth.forgotPassword.href()}>
          {t('resetPassword.requestNew')}
        </Button>
      </StatusPage>
    );
  }
  if (link.isError) return <ErrorAlert error={link.error} />;

  const invite = link.data.purpose === 'invite';
  return (
    <FormCard
      title={t(invite ? 'setPassword.heading' : 'resetPassword.heading')}
      description={t(invite ? 'setPassword.description' : 'resetPassword.description')}
      footer={<BackToLogin />}
    >
      <NewPasswordForm
        email={link.data.email}
        submitLabel={t(invite ? 'setPassword.submit' : 'resetPassword.submit')}
        pending={reset.isPending}
        error={reset.error}
        onSubmit={(password, { onError }) =>
          reset.mutate(
            { id, password },
            {
              onError,
              onSuccess: (answer) =>
                continueSignedIn(answer, t(invite ? 'signedIn.accountReady' : 'signedIn.passwordChanged')),
            },
          )
        }
      />
    </FormCard>
  );
}
