import '@mantine/dates/styles.layer.css';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
// Registers the day and month names of every interface language with dayjs, which the picker uses.
import '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

type Props = {
  label: string;
  /** ISO date-time, as the API keeps it; null for no trial. */
  value?: string | null | undefined;
  onChange: (value: string | null) => void;
  error?: string | undefined;
  onBlur?: (() => void) | undefined;
};

/**
 * The last day of a trial. The API stores an instant; the trial runs to the end of the chosen day
 * in the admin's time zone, so "ends 31 March" does not end on the evening of the 30th.
 */
export function TrialEndInput({ label, value, onChange, error, onBlur }: Props) {
  const { t } = useTranslation('companies');
  return (
    <DatesProvider settings={{ locale: currentLanguage() }}>
      <DatePickerInput
        label={label}
        value={value ? dayjs(value).format('YYYY-MM-DD') : null}
        onChange={(day) => onChange(day ? dayjs(day).endOf('day').toISOString() : null)}
        onBlur={onBlur}
        error={error}
        valueFormat="ll"
        clearable
        clearButtonProps={{ 'aria-label': t('fields.clearTrialEnd') }}
        leftSection={<IconCalendar size={16} aria-hidden />}
        placeholder={t('fields.noTrialEnd')}
        // The picker's placeholder is text in a button, not an input hint: it must be readable (AA).
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
      />
    </DatesProvider>
  );
}
