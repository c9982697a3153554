import { Checkbox, Group, NumberInput, Stack, Switch } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { dateTimeFormat } from '@rally/contracts/intl';
import {
  MAX_STREAK_BONUS_CAP,
  MAX_STREAK_BONUS_FROM,
  MAX_STREAK_BONUS_POINTS,
  MAX_STREAK_FREEZES,
  WEEKDAYS,
} from '@rally/contracts/streaks';
import { useTranslation } from 'react-i18next';

type Props = {
  /** The form's input props of `rules.streakWeekdays` (ISO weekdays) and `rules.streakFreezes`. */
  weekdays: GetInputPropsReturnType;
  freezes: GetInputPropsReturnType;
  /** `rules.streakBonusPoints` (0: no bonus), `rules.streakBonusFrom` and `rules.streakBonusCap`. */
  bonus: { points: GetInputPropsReturnType; from: GetInputPropsReturnType; cap: GetInputPropsReturnType };
  disabled: boolean;
};

/** The points a bonus starts at when an organiser switches it on (they change it at once if they like). */
const BONUS_POINTS_WHEN_ON = 5;

/** A Monday (2026-03-02) plus n days: the weekday names come from the browser, in the UI language. */
const weekdayName = (language: string, isoDay: number) =>
  dateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 2, 1 + isoDay)),
  );

/** Which weekdays count for a streak and how many missed days per round a streak survives (ADR 0028). */
export function StreakRulesFields({ weekdays, freezes, bonus, disabled }: Props) {
  const { t, i18n } = useTranslation('games');
  return (
    <Stack gap="md">
      <Checkbox.Group
        label={t('rules.streakWeekdays.label')}
        description={t('rules.streakWeekdays.hint')}
        error={weekdays.error}
        value={(weekdays.value as number[]).map(String)}
        onChange={(values) => weekdays.onChange(values.map(Number).sort())}
        onBlur={weekdays.onBlur}
      >
        <Group mt="xs" gap="md">
          {WEEKDAYS.map((day) => (
            <Checkbox
              key={day}
              value={String(day)}
              label={weekdayName(i18n.language, day)}
              disabled={disabled}
            />
          ))}
        </Group>
      </Checkbox.Group>
      <NumberInput
        label={t('rules.streakFreezes.label')}
        description={t('rules.streakFreezes.hint')}
        min={0}
        max={MAX_STREAK_FREEZES}
        allowDecimal={false}
        allowNegative={false}
        disabled={disabled}
        {...freezes}
      />
      <StreakBonusFields bonus={bonus} disabled={disabled} />
    </Stack>
  );
}

/**
 * The optional streak bonus (ADR 0028): off by default; on, a flat number of points on each day a
 * streak is at least N days long, up to a cap per round, so it rewards keeping at it, not leading.
 */
function StreakBonusFields({ bonus, disabled }: Pick<Props, 'bonus' | 'disabled'>) {
  const { t } = useTranslation('games');
  const on = Number(bonus.points.value) > 0;
  const number = (field: 'points' | 'from' | 'cap', min: number, max: number) => (
    <NumberInput
      label={t(`rules.streakBonus.${field}.label`)}
      description={t(`rules.streakBonus.${field}.hint`)}
      min={min}
      max={max}
      allowDecimal={false}
      allowNegative={false}
      disabled={disabled}
      {...bonus[field]}
    />
  );
  return (
    <Stack gap="sm">
      <Switch
        label={t('rules.streakBonus.label')}
        description={t('rules.streakBonus.hint')}
        checked={on}
        disabled={disabled}
        onChange={(e) => bonus.points.onChange(e.currentTarget.checked ? BONUS_POINTS_WHEN_ON : 0)}
      />
      {on && (
        <>
          {number('points', 1, MAX_STREAK_BONUS_POINTS)}
          {number('from', 2, MAX_STREAK_BONUS_FROM)}
          {number('cap', 1, MAX_STREAK_BONUS_CAP)}
        </>
      )}
    </Stack>
  );
}
