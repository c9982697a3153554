import { Badge } from '@mantine/core';
import type { TUploadRowResult } from '@rally/contracts/uploads';
import { useTranslation } from 'react-i18next';

export const STATUS_COLORS: Record<TUploadRowResult['status'], string> = {
  created: 'teal',
  updated: 'blue',
  skipped: 'gray',
  failed: 'red',
};

/** Dot badges, as for user statuses: light teal or gray badges fall under 4.5:1 contrast. */
export function UploadStatusBadge({ status }: { status: TUploadRowResult['status'] }) {
  const { t } = useTranslation('uploads');
  return (
    <Badge variant="dot" color={STATUS_COLORS[status]} miw="max-content">
      {t(`statuses.${status}`)}
    </Badge>
  );
}
