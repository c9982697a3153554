import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { KPI_WEIGHT } from '@rally/contracts/kpis';
import type { ReactNode } from 'react';
import { Select } from './select.tsx';

type Field = 'name' | 'unit' | 'direction' | 'weight';
type Kpi = { name: string; unit: string; direction: 'higher' | 'lower'; weight: number };

/** The words of the fields, by the keys the game's KPIs and a template's KPIs both have. */
export type KpiFieldsText = (
  key:
    | 'kpi.name'
    | 'kpi.unit'
    | 'kpi.unitPlaceholder'
    | 'kpi.direction'
    | 'kpi.weight'
    | 'kpi.weightHint'
    | 'direction.higher'
    | 'direction.lower',
) => string;

type Props = {
  /** The caller's `t`: a game's KPI and a template's KPI are worded apart. */
  t: KpiFieldsText;
  /** The form's input props for a field (Mantine's `form.getInputProps`). */
  inputProps: (field: Field) => object;
  /** More fields in the grid, after the weight (a game's target). */
  children?: ReactNode;
};

/** What a new KPI starts with, or an existing one's values. */
export const kpiFieldValues = (kpi: Kpi | undefined): Kpi => ({
  name: kpi?.name ?? '',
  unit: kpi?.unit ?? '',
  direction: kpi?.direction ?? 'higher',
  weight: kpi?.weight ?? 100,
});

/** A KPI's name, unit, which way is better and weight (points at 100% of its target). */
export function KpiFields({ t, inputProps, children }: Props) {
  return (
    <>
      <TextInput label={t('kpi.name')} required data-autofocus {...inputProps('name')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput label={t('kpi.unit')} placeholder={t('kpi.unitPlaceholder')} {...inputProps('unit')} />
        <Select
          label={t('kpi.direction')}
          data={[
            { value: 'higher', label: t('direction.higher') },
            { value: 'lower', label: t('direction.lower') },
          ]}
          allowDeselect={false}
          required
          {...inputProps('direction')}
        />
        <NumberInput
          label={t('kpi.weight')}
          description={t('kpi.weightHint')}
          min={KPI_WEIGHT.min}
          max={KPI_WEIGHT.max}
          allowDecimal={false}
          allowNegative={false}
          required
          {...inputProps('weight')}
        />
        {children}
      </SimpleGrid>
    </>
  );
}
