import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
// Registers the day and month names of every interface language with dayjs, which the picker uses.
import '../../../lib/dates.ts';

type Props = Omit<DatePickerInputProps<'default'>, 'value' | 'onChange' | 'label'> & {
  label: string;
  /** A calendar day `YYYY-MM-DD`, as the API keeps a game's dates. */
  value?: string | null | undefined;
  onChange: (value: string | null) => void;
};

/** A game's start or end day, shown in the interface language; inside a `DatesProvider`. */
export function GameDateInput({ value, onChange, label, ...props }: Props) {
  const { t } = useTranslation('games');
  return (
    <DatePickerInput
      {...props}
      label={label}
      value={value ?? null}
      onChange={(day) => onChange(day || null)}
      valueFormat="ll"
      // A day picked (or the calendar closed), focus goes back to the field, not to the top of the page.
      popoverProps={{ returnFocus: true, ...props.popoverProps }}
      ariaLabels={{
        nextMonth: t('fields.nextMonth'),
        previousMonth: t('fields.previousMonth'),
        nextYear: t('fields.nextYear'),
        previousYear: t('fields.previousYear'),
        nextDecade: t('fields.nextDecade'),
        previousDecade: t('fields.previousDecade'),
      }}
      // Dimmed days of the neighbouring months and red weekends fall below readable contrast (AA).
      hideOutsideDates
      weekendDays={[]}
      placeholder={t('fields.pickDay')}
      leftSection={<IconCalendar size={16} aria-hidden />}
      clearButtonProps={{ 'aria-label': t('fields.clearDate', { field: label }) }}
      // The placeholder is text in a button, not an input hint: it must be readable (AA).
      styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
    />
  );
}
