import { Button, Group } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from '../../../components/status-page.tsx';
import { homePathFor } from '../../../lib/home-path.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';

/** Signed in, but this screen is not for the user's role: offer their own home, or another account. */
export function NotAuthorizedPage() {
  const { t } = useTranslation('misc');
  const session = useSession();
  return (
    <StatusPage
      icon={<IconLock size={36} />}
      color="orange"
      title={t('notAuthorized.heading')}
      description={t('notAuthorized.text')}
    >
      <Group justify="center">
        <Button component={Link} to={session ? homePathFor(session.user) : paths.login.href()}>
          {t('backHome')}
        </Button>
      </Group>
    </StatusPage>
  );
}
