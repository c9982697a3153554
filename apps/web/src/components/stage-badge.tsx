import { StatusBadge } from './status-badge.tsx';

const STAGE_COLORS: Record<string, string> = {
  trial: 'yellow',
  onboarding: 'blue',
  live: 'teal',
  churned: 'gray',
};

/**
 * A company's lifecycle stage, coloured so a trial or a churned company stands out in a list; a
 * stage the app does not know yet is gray. `label` is the stage in the screen's own words.
 */
export function StageBadge({ stage, label }: { stage: string; label: string }) {
  return <StatusBadge color={STAGE_COLORS[stage] ?? 'gray'}>{label}</StatusBadge>;
}
