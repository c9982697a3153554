import { Badge } from '@mantine/core';
import type { TUploadPreviewRow } from '@rally/contracts/uploads';
import { useTranslation } from 'react-i18next';

export const ACTION_COLORS: Record<TUploadPreviewRow['action'], string> = {
  create: 'teal',
  update: 'blue',
  unchanged: 'gray',
  refuse: 'red',
};

/** What confirming would do with a row; dot badges, as for the results. */
export function UploadActionBadge({ action }: { action: TUploadPreviewRow['action'] }) {
  const { t } = useTranslation('uploads');
  return (
    <Badge variant="dot" color={ACTION_COLORS[action]} miw="max-content">
      {t(`actions.${action}`)}
    </Badge>
  );
}
