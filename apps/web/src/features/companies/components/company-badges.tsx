import { Badge } from '@mantine/core';
import type { TCompany } from '@rally/contracts/companies';
import { useTranslation } from 'react-i18next';

// Dot badges: light ones in teal or yellow fall under 4.5:1 contrast; dot text keeps the body colour.
const STAGE_COLORS: Record<TCompany['stage'], string> = {
  trial: 'yellow',
  onboarding: 'blue',
  live: 'teal',
  churned: 'gray',
};

export function PlanBadge({ plan }: { plan: TCompany['plan'] }) {
  const { t } = useTranslation('companies');
  return (
    <Badge variant="light" color="indigo">
      {t(`plans.${plan}`)}
    </Badge>
  );
}

export function StageBadge({ stage }: { stage: TCompany['stage'] }) {
  const { t } = useTranslation('companies');
  return (
    <Badge variant="dot" color={STAGE_COLORS[stage]} miw="max-content">
      {t(`stages.${stage}`)}
    </Badge>
  );
}
