import type { TUploadRowResult } from '@rally/contracts/uploads';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/status-badge.tsx';

export const STATUS_COLORS: Record<TUploadRowResult['status'], string> = {
  created: 'teal',
  updated: 'blue',
  skipped: 'gray',
  failed: 'red',
};

/** What became of a row of the file. */
export function UploadStatusBadge({ status }: { status: TUploadRowResult['status'] }) {
  const { t } = useTranslation('uploads');
  return <StatusBadge color={STATUS_COLORS[status]}>{t(`statuses.${status}`)}</StatusBadge>;
}
