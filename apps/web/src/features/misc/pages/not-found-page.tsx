import { Button } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from '../../../components/status-page.tsx';
import { paths } from '../../../lib/paths.ts';

export function NotFoundPage() {
  const { t } = useTranslation('misc');
  return (
    <StatusPage
      icon={<IconMapQuestion size={36} />}
      title={t('notFound.heading')}
      description={t('notFound.text')}
    >
      <Button component={Link} to={paths.home.href()}>
        {t('backHome')}
      </Button>
    </StatusPage>
  );
}
