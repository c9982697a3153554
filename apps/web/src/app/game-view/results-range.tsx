import { DatePickerInput, DatesProvider } from '@mantine/dates';
import type { TGameDetail } from '@rally/contracts/games';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';
import type { TStandingsRange } from '../../lib/play-keys.ts';

type Props = { game: TGameDetail; value: TStandingsRange; onChange: (range: TStandingsRange) => void };

/** The days the boards count: the whole game, or a range of its days (both ends included). */
export function ResultsRange({ game, value, onChange }: Props) {
  const { t } = useTranslation('scores');
  const { t: tg } = useTranslation('games');
  const label = t('results.range');
  return (
    <DatesProvider settings={{ locale: currentLanguage() }}>
      <DatePickerInput
        type="range"
        label={label}
        placeholder={t('results.rangePlaceholder')}
        value={[value.from ?? null, value.to ?? null]}
        // Both ends chosen, the boards follow; cleared, they show the whole game again.
        onChange={([from, to]) => {
          if (from && to) onChange({ from, to });
          else if (!from && !to) onChange({});
        }}
        allowSingleDateInRange
        clearable
        minDate={game.startDate ?? undefined}
        maxDate={game.endDate ?? undefined}
        valueFormat="ll"
        popoverProps={{ returnFocus: true }}
        hideOutsideDates
        weekendDays={[]}
        leftSection={<IconCalendar size={16} aria-hidden />}
        clearButtonProps={{ 'aria-label': t('results.clearRange') }}
        ariaLabels={{
          nextMonth: tg('fields.nextMonth'),
          previousMonth: tg('fields.previousMonth'),
          nextYear: tg('fields.nextYear'),
          previousYear: tg('fields.previousYear'),
          nextDecade: tg('fields.nextDecade'),
          previousDecade: tg('fields.previousDecade'),
        }}
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        w={{ base: '100%', xs: 300 }}
      />
    </DatesProvider>
  );
}
