import { Badge } from '@mantine/core';
import type { TLeadStatus } from '@rally/contracts/sales-leads';
import { useTranslation } from 'react-i18next';

const COLOR: Record<TLeadStatus, string> = {
  new: 'blue',
  contacted: 'cyan',
  qualified: 'violet',
  won: 'teal',
  lost: 'gray',
};

export function LeadStatusBadge({ status }: { status: TLeadStatus }) {
  const { t } = useTranslation('sales-leads');
  return (
    <Badge variant="light" color={COLOR[status]}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
