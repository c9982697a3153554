import type { TOutboxMessage } from '@rally/contracts/mailbox';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/status-badge.tsx';

const COLORS = { pending: 'blue', sending: 'cyan', sent: 'teal', failed: 'red', held: 'gray' } as const;

export function MailStatusBadge({ status }: { status: TOutboxMessage['status'] }) {
  const { t } = useTranslation('mailbox');
  return <StatusBadge color={COLORS[status]}>{t(`status.${status}`)}</StatusBadge>;
}
