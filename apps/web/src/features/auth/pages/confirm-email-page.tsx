import { Button } from '@mantine/core';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { StatusPage } from '../../../components/status-page.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useContinueSignedIn } from '../../../lib/continue-signed-in.ts';
import { paths } from '../../../lib/paths.ts';
import { useConfirmEmail } from '../api/auth-api.ts';

/** A link that cannot be used: unknown, malformed, expired (410) or already used. */
function isDeadLink(error: unknown) {
  return error instanceof ApiError && [400, 404, 410].includes(error.status);
}

/**
 * `confirm-email/{id}`: the link register (or joining a game by link) mailed. Opening it confirms
 * the address, which activates the account (and its company's trial) and signs the reader in: they
 * land at home, told what happened.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation('auth');
  const { id = '' } = useParams();
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  const continueSignedIn = useContinueSignedIn();

  // Once per link: a second run would find the link spent and show it as expired.
  useEffect(() => {
    mutate(id, {
      onSuccess: (answer) =>
        continueSignedIn(
          answer,
          t(answer.messageCode === 'auth.joinConfirmed' ? 'signedIn.joined' : 'signedIn.emailConfirmed'),
        ),
    });
  }, [id, mutate, continueSignedIn, t]);

  // Signed in: on the way home (lib/continue-signed-in.ts).
  if (confirm.isSuccess && confirm.data.accessToken) return <LoadingScreen />;
  if (confirm.isSuccess) {
    // A colleague who joined a game by its link started no trial: they are told they joined.
    const joined = confirm.data.messageCode === 'auth.joinConfirmed';
    return (
      <StatusPage
        icon={<IconCircleCheck size={36} />}
        color="teal"
        title={t(joined ? 'confirmEmail.joinedHeading' : 'confirmEmail.doneHeading')}
        description={t(joined ? 'confirmEmail.joined' : 'confirmEmail.done')}
      >
        <Button component={Link} to={paths.login.href()}>
          {t('confirmEmail.signIn')}
        </Button>
      </StatusPage>
    );
  }
  if (isDeadLink(confirm.error)) {
    return (
      <StatusPage
        icon={<IconLinkOff size={36} />}
        title={t('confirmEmail.expiredHeading')}
        description={t('confirmEmail.expired')}
      >
        <Button component={Link} to={paths.login.href()}>
          {t('confirmEmail.signIn')}
        </Button>
      </StatusPage>
    );
  }
  if (confirm.isError) return <ErrorAlert error={confirm.error} />;
  return <LoadingScreen />;
}
