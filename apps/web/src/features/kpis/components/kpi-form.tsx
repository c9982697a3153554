import { Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  type TKpi,
  type TTargetKpi,
  ZCreateKpiRequest,
  ZUpdateTargetKpiRequest,
} from '@rally/contracts/kpis';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms.ts';
import { useCreateKpi, useSetTarget, useUpdateKpi } from '../api/kpis-api.ts';

/** The KPI's own fields plus its game-wide target; an empty target means none. */
const ZKpiForm = ZCreateKpiRequest.pick({ name: true, unit: true, direction: true, weight: true }).extend({
  target: z.preprocess(
    (value) => (value === '' ? null : value),
    ZUpdateTargetKpiRequest.shape.target.nullable(),
  ),
});

type Props = {
  gameId: string;
  /** The KPI to edit (with its target, if it has one); a new one is created without it. */
  kpi?: TKpi | undefined;
  target?: TTargetKpi | undefined;
  onSaved: () => void;
  onCancel: () => void;
};

export function KpiForm({ gameId, kpi, target, onSaved, onCancel }: Props) {
  const { t } = useTranslation('kpis');
  const create = useCreateKpi(gameId);
  const update = useUpdateKpi(gameId);
  const setTarget = useSetTarget(gameId);
  const form = useSchemaForm({
    schema: ZKpiForm,
    initialValues: {
      name: kpi?.name ?? '',
      unit: kpi?.unit ?? '',
      direction: kpi?.direction ?? 'higher',
      weight: kpi?.weight ?? 100,
      target: target?.target ?? '',
    },
  });
  const pending = create.isPending || update.isPending || setTarget.isPending;

  // The KPI first, then its target: a new KPI's target needs the KPI's id.
  const submit = form.onSubmit(async ({ target: value, ...fields }) => {
    try {
      const saved = kpi
        ? await update.mutateAsync({ id: kpi.id, ...fields })
        : await create.mutateAsync(fields);
      if (value !== (target?.target ?? null))
        await setTarget.mutateAsync({ kpiId: saved.id, targetId: target?.id ?? null, target: value });
      onSaved();
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <ErrorAlert error={create.error ?? update.error ?? setTarget.error} />
        <TextInput label={t('kpi.name')} required data-autofocus {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('kpi.unit')}
            placeholder={t('kpi.unitPlaceholder')}
            {...form.getInputProps('unit')}
          />
          <Select
            label={t('kpi.direction')}
            data={[
              { value: 'higher', label: t('direction.higher') },
              { value: 'lower', label: t('direction.lower') },
            ]}
            allowDeselect={false}
            required
            {...form.getInputProps('direction')}
          />
          <NumberInput
            label={t('kpi.weight')}
            description={t('kpi.weightHint')}
            min={0}
            max={10_000}
            allowDecimal={false}
            allowNegative={false}
            required
            {...form.getInputProps('weight')}
          />
          <NumberInput
            label={t('kpi.target')}
            description={t('kpi.targetHint')}
            min={0}
            allowNegative={false}
            decimalScale={4}
            {...form.getInputProps('target')}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t(kpi ? 'form.save' : 'kpi.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
