import { Checkbox, Group, NumberInput, Stack } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { dateTimeFormat } from '@rally/contracts/intl';
import { MAX_STREAK_FREEZES, WEEKDAYS } from '@rally/contracts/streaks';
import { useTranslation } from 'react-i18next';

type Props = {
  /** The form's input props of `rules.streakWeekdays` (ISO weekdays) and `rules.streakFreezes`. */
  weekdays: GetInputPropsReturnType;
  freezes: GetInputPropsReturnType;
  disabled: boolean;
};

/** A Monday (2026-03-02) plus n days: the weekday names come from the browser, in the UI language. */
const weekdayName = (language: string, isoDay: number) =>
  dateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 2, 1 + isoDay)),
  );

/** Which weekdays count for a streak and how many missed days per round a streak survives (ADR 0028). */
export function StreakRulesFields({ weekdays, freezes, disabled }: Props) {
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
    </Stack>
  );
}
