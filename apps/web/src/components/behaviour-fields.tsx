import { Checkbox, NumberInput, SimpleGrid } from '@mantine/core';
import { BEHAVIOUR_MAX_PER_DAY, BEHAVIOUR_POINTS } from '@rally/contracts/activities';

type Behaviour = {
  name: string;
  description: string;
  points: number;
  maxPerDay: number;
  requiresApproval: boolean;
};

/** The words of the fields, by the keys a game's behaviours and a template's behaviours both have. */
export type BehaviourFieldsText = (
  key:
    | 'behaviour.points'
    | 'behaviour.maxPerDay'
    | 'behaviour.maxPerDayHint'
    | 'behaviour.requiresApproval'
    | 'behaviour.requiresApprovalHint',
) => string;

type Props = {
  /** The caller's `t`: a game's behaviour and a template's behaviour are worded apart. */
  t: BehaviourFieldsText;
  /** The form's input props for a field (Mantine's `form.getInputProps`). */
  inputProps: (field: 'points' | 'maxPerDay' | 'requiresApproval', options?: { type: 'checkbox' }) => object;
  /** Under the points, if the form says more about them. */
  pointsHint?: string;
};

/** What a new behaviour (sub-task) starts with, or an existing one's values. */
export const behaviourFieldValues = (behaviour: Behaviour | undefined, points: number): Behaviour => ({
  name: behaviour?.name ?? '',
  description: behaviour?.description ?? '',
  points: behaviour?.points ?? points,
  maxPerDay: behaviour?.maxPerDay ?? 1,
  requiresApproval: behaviour?.requiresApproval ?? false,
});

/** What a behaviour is worth: points (`BEHAVIOUR_POINTS`), how often a day it counts, whether it waits for approval. */
export function BehaviourFields({ t, inputProps, pointsHint }: Props) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NumberInput
          label={t('behaviour.points')}
          description={pointsHint}
          min={BEHAVIOUR_POINTS.min}
          max={BEHAVIOUR_POINTS.max}
          allowDecimal={false}
          allowNegative={false}
          required
          {...inputProps('points')}
        />
        <NumberInput
          label={t('behaviour.maxPerDay')}
          description={t('behaviour.maxPerDayHint')}
          min={BEHAVIOUR_MAX_PER_DAY.min}
          max={BEHAVIOUR_MAX_PER_DAY.max}
          allowDecimal={false}
          allowNegative={false}
          required
          {...inputProps('maxPerDay')}
        />
      </SimpleGrid>
      <Checkbox
        label={t('behaviour.requiresApproval')}
        description={t('behaviour.requiresApprovalHint')}
        {...inputProps('requiresApproval', { type: 'checkbox' })}
      />
    </>
  );
}
