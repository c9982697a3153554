import type { UseFormReturnType } from '@mantine/form';
import type { TOnboardingRequest, ZOnboardingRequest } from '@rally/contracts/onboarding';
import type { z } from 'zod';

/** The wizard's form: what the prospect types, and what is sent (`ZOnboardingRequest`). */
export type OnboardingForm = UseFormReturnType<TOnboardingRequest, z.output<typeof ZOnboardingRequest>>;

export const STEPS = ['company', 'game', 'people'] as const;
export type Step = (typeof STEPS)[number];
/** The fields each step asks for: "Next" checks these before moving on. */
export const FIELDS: Record<Step, string[]> = {
  company: ['companyName', 'fullName', 'email', 'password'],
  game: ['templateId', 'gameName', 'startDate', 'endDate'],
  people: ['teams', 'invitees'],
};

/** The step that asks for a field (`teams.1` is the people step's), or -1. */
export const stepOf = (field: string | undefined) =>
  STEPS.findIndex((s) => FIELDS[s].some((f) => field?.startsWith(f)));
