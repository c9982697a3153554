import type { TUploadPreviewRow } from '@rally/contracts/uploads';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/status-badge.tsx';

export const ACTION_COLORS: Record<TUploadPreviewRow['action'], string> = {
  create: 'teal',
  update: 'blue',
  unchanged: 'gray',
  refuse: 'red',
};

/** What confirming would do with a row of the file. */
export function UploadActionBadge({ action }: { action: TUploadPreviewRow['action'] }) {
  const { t } = useTranslation('uploads');
  return <StatusBadge color={ACTION_COLORS[action]}>{t(`actions.${action}`)}</StatusBadge>;
}
