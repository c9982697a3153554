import { Button } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../components/status-page.tsx';

export function MaintenancePage() {
  const { t } = useTranslation('misc');
  return (
    <StatusPage
      icon={<IconTool size={36} />}
      title={t('maintenance.heading')}
      description={t('maintenance.text')}
    >
      <Button variant="default" onClick={() => window.location.reload()}>
        {t('tryAgain')}
      </Button>
    </StatusPage>
  );
}
