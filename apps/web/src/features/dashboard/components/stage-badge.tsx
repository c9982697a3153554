import { Badge } from '@mantine/core';
import { useCompanyLabels } from './use-company-labels.ts';

// Dot badges, as elsewhere in the app: light teal or yellow ones fall under 4.5:1 contrast.
const COLORS: Record<string, string> = { trial: 'yellow', onboarding: 'blue', live: 'teal', churned: 'gray' };

/** A company's lifecycle stage, coloured so a trial or a churned company stands out in a list. */
export function StageBadge({ stage }: { stage: string }) {
  const labels = useCompanyLabels();
  return (
    <Badge variant="dot" color={COLORS[stage] ?? 'gray'} miw="max-content">
      {labels.stage(stage)}
    </Badge>
  );
}
