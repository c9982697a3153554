import { NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import type { TBadgeKind } from '@rally/contracts/badges';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/select.tsx';

type TOption = { value: string; label: string };

/**
 * What a rule's parameters may name: the game's own behaviours (grouped by activity), activities,
 * quizzes and KPIs. The screen gathers them from their areas (features do not import each other).
 */
export type TBadgeChoices = {
  behaviours: { group: string; items: TOption[] }[];
  activities: TOption[];
  quizzes: TOption[];
  kpis: TOption[];
};

/** What a rule's fields need from the form: the value and Mantine's input props, by path. */
type TFieldForm = {
  getInputProps: (path: string) => Record<string, unknown>;
  getValues: () => { rule: { params: Record<string, unknown> } };
  setFieldValue: (path: string, value: unknown) => void;
};

type Props = { choices: TBadgeChoices; kind: TBadgeKind; form: TFieldForm; disabled?: boolean };

/**
 * A rule's parameters, each named by its path under `rule.params` as the server names a refused
 * one; what a rule is about (a behaviour, an activity, a quiz, a KPI) is picked from the game's own.
 */
export function BadgeParamsFields({ choices, kind, form, disabled = false }: Props) {
  const { t } = useTranslation('badges');
  const field = (name: string) => form.getInputProps(`rule.params.${name}`);
  const common = { disabled, withAsterisk: !disabled };

  if (kind === 'behaviourLogs') {
    return (
      <Stack gap="sm">
        <Select
          label={t('setup.params.behaviour')}
          data={choices.behaviours}
          searchable
          {...common}
          {...field('behaviourId')}
        />
        <NumberInput
          label={t('setup.params.count')}
          min={1}
          max={10_000}
          allowDecimal={false}
          allowNegative={false}
          {...common}
          {...field('count')}
        />
      </Stack>
    );
  }
  if (kind === 'wholeActivity') {
    const period = form.getValues().rule.params.period === 'week' ? 'week' : 'day';
    return (
      <Stack gap="sm">
        <Select
          label={t('setup.params.activity')}
          data={choices.activities}
          searchable
          {...common}
          {...field('activityId')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="badge-period">
            {t('setup.params.period')}
          </Text>
          <SegmentedControl
            aria-labelledby="badge-period"
            disabled={disabled}
            value={period}
            onChange={(value) => form.setFieldValue('rule.params.period', value)}
            data={[
              { value: 'day', label: t('setup.params.day') },
              { value: 'week', label: t('setup.params.week') },
            ]}
          />
        </Stack>
      </Stack>
    );
  }
  if (kind === 'pointsReached')
    return (
      <NumberInput
        label={t('setup.params.points')}
        min={1}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator
        {...common}
        {...field('points')}
      />
    );
  if (kind === 'perfectQuiz')
    return (
      <Select
        label={t('setup.params.quiz')}
        description={t('setup.params.anyQuiz')}
        placeholder={t('setup.params.anyQuizOption')}
        data={choices.quizzes}
        clearable
        disabled={disabled}
        {...field('mediaId')}
        // No quiz named is any quiz: the parameter is left out, not null.
        value={(form.getValues().rule.params.mediaId as string | undefined) ?? null}
        onChange={(value) => form.setFieldValue('rule.params.mediaId', value ?? undefined)}
      />
    );
  if (kind === 'streakDays' || kind === 'roundTop') {
    const [name, min] = kind === 'streakDays' ? (['days', 2] as const) : (['places', 1] as const);
    return (
      <NumberInput
        label={t(`setup.params.${name}`)}
        min={min}
        allowDecimal={false}
        allowNegative={false}
        {...common}
        {...field(name)}
      />
    );
  }
  if (kind === 'kpiTarget')
    return (
      <Select label={t('setup.params.kpi')} data={choices.kpis} searchable {...common} {...field('kpiId')} />
    );
  return null;
}
