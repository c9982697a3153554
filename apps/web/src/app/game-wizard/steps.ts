/** The set-up's steps, in order; their names appear in the URL (`?step=teams`). */
export const STEPS = [
  'details',
  'rules',
  'activities',
  'teams',
  'kpis',
  'rounds',
  'quiz',
  'charities',
  'review',
] as const;
export type TStep = (typeof STEPS)[number];

export const isStep = (value: string | null): value is TStep => STEPS.some((step) => step === value);

/** The step that fixes each activation problem the server names (ADR 0006). */
const PROBLEM_STEPS: Record<string, TStep> = {
  NO_NAME: 'details',
  NO_START_DATE: 'details',
  NO_END_DATE: 'details',
  ENDED: 'details',
  NO_ACTIVITY: 'activities',
  NO_BEHAVIOUR: 'activities',
  NO_TEAM: 'teams',
  NO_PLAYER: 'teams',
  // What the game can start without (its advice): fixed in the same steps.
  APPROVAL_BEHAVIOURS: 'activities',
  EMPTY_TEAMS: 'teams',
  NO_KPI_TARGET: 'kpis',
  NO_ROUND: 'rounds',
  NO_QUIZ: 'quiz',
};

export const stepOfProblem = (code: string): TStep | undefined => PROBLEM_STEPS[code];
