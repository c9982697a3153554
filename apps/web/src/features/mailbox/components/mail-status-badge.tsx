import { Badge } from '@mantine/core';
import type { TOutboxMessage } from '@rally/contracts/mailbox';
import { useTranslation } from 'react-i18next';

// Dot badges, as elsewhere in the app: light teal or yellow ones fall under 4.5:1 contrast.
const COLORS = { pending: 'blue', sent: 'teal', failed: 'red', held: 'gray' } as const;

export function MailStatusBadge({ status }: { status: TOutboxMessage['status'] }) {
  const { t } = useTranslation('mailbox');
  return (
    <Badge variant="dot" color={COLORS[status]} miw="max-content">
      {t(`status.${status}`)}
    </Badge>
  );
}
