import { Badge } from '@mantine/core';
import type { TLogStatus } from '@rally/contracts/logs';
import { useTranslation } from 'react-i18next';

// Light variants with dark text on light skin keep the label readable (AA) in both skins.
const COLORS: Record<TLogStatus, string> = { pending: 'yellow', approved: 'teal', rejected: 'red' };

/** Where a log stands: waiting for approval, counting, or rejected. */
export function LogStatusBadge({ status }: { status: TLogStatus }) {
  const { t } = useTranslation('logs');
  return (
    // Never shrunk by a long behaviour name beside it: a cut label ("APPRO…") says nothing.
    <Badge variant="light" color={COLORS[status]} radius="sm" flex="none">
      {t(`status.${status}`)}
    </Badge>
  );
}
