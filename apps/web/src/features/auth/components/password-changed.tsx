import { Button } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from '../../../components/status-page.tsx';
import { paths } from '../../../lib/paths.ts';

/**
 * The end of both reset flows: the old sessions are gone, the way forward is signing in. An
 * accepted invitation ends here too, but had no password nor sessions before: it is welcomed.
 */
export function PasswordChanged({ invite = false }: { invite?: boolean }) {
  const { t } = useTranslation('auth');
  const texts = invite ? 'accountReady' : 'passwordChanged';
  return (
    <StatusPage
      icon={<IconCircleCheck size={36} />}
      color="teal"
      title={t(`${texts}.heading`)}
      description={t(`${texts}.description`)}
    >
      <Button component={Link} to={paths.login.href()} replace>
        {t(`${texts}.signIn`)}
      </Button>
    </StatusPage>
  );
}
