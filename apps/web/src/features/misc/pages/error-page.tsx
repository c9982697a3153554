import { Button, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { StatusPage } from '../../../components/status-page.tsx';
import { paths } from '../../../lib/paths.ts';

export function ErrorPage() {
  const { t } = useTranslation('misc');
  const navigate = useNavigate();
  return (
    <StatusPage
      icon={<IconAlertTriangle size={36} />}
      color="red"
      title={t('error.heading')}
      description={t('error.text')}
    >
      <Group justify="center">
        <Button variant="default" onClick={() => navigate(-1)}>
          {t('goBack')}
        </Button>
        <Button component={Link} to={paths.home.href()}>
          {t('backHome')}
        </Button>
      </Group>
    </StatusPage>
  );
}
