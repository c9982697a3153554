import { Badge } from '@mantine/core';
import type { TCompany } from '@rally/contracts/companies';
import { useTranslation } from 'react-i18next';

export function PlanBadge({ plan }: { plan: TCompany['plan'] }) {
  const { t } = useTranslation('companies');
  return (
    <Badge variant="light" color="indigo">
      {t(`plans.${plan}`)}
    </Badge>
  );
}
