import { Button } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from '../../../components/status-page.tsx';
import { paths } from '../../../lib/paths.ts';

/** The end of both reset flows: the old sessions are gone, the way forward is signing in. */
export function PasswordChanged() {
  const { t } = useTranslation('auth');
  return (
    <StatusPage
      icon={<IconCircleCheck size={36} />}
      color="teal"
      title={t('passwordChanged.heading')}
      description={t('passwordChanged.description')}
    >
      <Button component={Link} to={paths.login.href()} replace>
        {t('passwordChanged.signIn')}
      </Button>
    </StatusPage>
  );
}
