import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props<V extends string> = {
  /** The outcomes there can be, in the order offered. */
  values: readonly V[];
  /** Each row's outcome, counted for the choices. */
  outcomes: readonly V[];
  value: V | null;
  label: (value: V) => string;
  onChange: (value: string | null) => void;
};

/** Narrows an upload's rows to one outcome; each choice says how many rows it would show. */
export function OutcomeFilter<V extends string>({ values, outcomes, value, label, onChange }: Props<V>) {
  const { t } = useTranslation('uploads');
  const count = (v: V) => outcomes.filter((outcome) => outcome === v).length;
  return (
    <NativeSelect
      label={t('results.filter')}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      data={[
        { value: '', label: t('results.all', { count: outcomes.length }) },
        ...values.map((v) => ({ value: v, label: `${label(v)} (${count(v)})` })),
      ]}
    />
  );
}
