import { Alert, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/dates.ts';

/**
 * Over a player's home drawn from what the device kept (lib/offline-cache.ts) because Rally could
 * not be reached: says the figures are as of when they were received, and that ticks still work
 * (they wait on the phone). A status, so it is read out when it appears; gone once a refresh works.
 */
export function KeptHomeNotice({ receivedAt }: { receivedAt: number }) {
  const { t } = useTranslation('play');
  return (
    <div role="status">
      <Alert variant="light" color="gray" icon={<IconCloudOff size={18} aria-hidden />} p="xs" mb="md">
        <Text size="sm">{t('offline.kept', { time: formatDateTime(receivedAt) })}</Text>
      </Alert>
    </div>
  );
}
