import { Button } from '@mantine/core';
import { IconLockX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { StatusPage } from '../../../components/status-page.tsx';
import { useContinueSignedIn } from '../../../lib/continue-signed-in.ts';
import { paths } from '../../../lib/paths.ts';
import { useSsoCallback } from '../api/auth-api.ts';

/**
 * `/sso/callback`: where the company's identity provider sends the browser back (decision 0035).
 * The query it brought goes to the server once (a sign-in works once); the user lands at home
 * signed in, or is told why not and offered the sign-in page again.
 */
export function SsoCallbackPage() {
  const { t } = useTranslation('auth');
  const finish = useSsoCallback();
  const { mutate } = finish;
  const continueSignedIn = useContinueSignedIn();
  // Read once: the address is replaced on the way home.
  const [query] = useState(() => window.location.search.slice(1));

  useEffect(() => {
    mutate(query, {
      onSuccess: (answer) => continueSignedIn({ ...answer, messageCode: '', message: '' }, t('signedIn.sso')),
    });
  }, [query, mutate, continueSignedIn, t]);

  if (finish.isError)
    return (
      <StatusPage
        icon={<IconLockX size={36} />}
        color="red"
        title={t('companySignIn.failedHeading')}
        description={t('companySignIn.failed')}
      >
        <ErrorAlert error={finish.error} />
        <Button component={Link} to={paths.login.href()}>
          {t('companySignIn.backToSignIn')}
        </Button>
      </StatusPage>
    );
  return <LoadingScreen />;
}
