import { Stack, Switch, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

type Props = {
  /** The form's input props of `rules.remindersOn` (as a checkbox) and `rules.reminderTime` (`HH:MM`). */
  on: GetInputPropsReturnType;
  time: GetInputPropsReturnType;
  disabled: boolean;
};

/** Whether the game reminds players who have not logged, and at what hour by default (ADR 0031). */
export function ReminderRulesFields({ on, time, disabled }: Props) {
  const { t } = useTranslation('reminders');
  return (
    <Stack gap="sm">
      <Switch
        label={t('rules.remindersOn')}
        description={t('rules.remindersOnHint')}
        disabled={disabled}
        {...on}
      />
      <TextInput
        type="time"
        label={t('rules.reminderTime')}
        disabled={disabled || !on.checked}
        maw={200}
        {...time}
      />
    </Stack>
  );
}
