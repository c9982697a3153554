import { Paper, Text, ThemeIcon } from '@mantine/core';
import { type TUploadJob, UPLOAD_ROW_STATUSES } from '@rally/contracts/uploads';
import { IconAlertTriangle, IconCircleCheck, IconPlayerSkipForward, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from './upload-status-badge.tsx';

const ICONS = {
  created: IconCircleCheck,
  updated: IconRefresh,
  skipped: IconPlayerSkipForward,
  failed: IconAlertTriangle,
};

/** What the upload did, in four numbers. */
export function UploadSummary({ summary }: { summary: TUploadJob['summary'] }) {
  const { t, i18n } = useTranslation('uploads');
  return (
    <GridList cols={{ base: 2, sm: 4 }} spacing="sm">
      {UPLOAD_ROW_STATUSES.map((status) => {
        const Icon = ICONS[status];
        return (
          <Paper component="li" key={status} withBorder p="md">
            <ThemeIcon variant="light" color={STATUS_COLORS[status]} size="lg" radius="md" aria-hidden>
              <Icon size={20} />
            </ThemeIcon>
            <Text size="xl" fw={700} mt="xs">
              {summary[status].toLocaleString(i18n.language)}
            </Text>
            <Text size="sm" c="dimmed">
              {t(`summary.${status}`)}
            </Text>
          </Paper>
        );
      })}
    </GridList>
  );
}

import { GridList } from '../../../components/grid-list.tsx';
