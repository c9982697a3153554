import { NumberInput } from '@mantine/core';
import {
  type TKpi,
  type TTargetKpi,
  targetRefusal,
  ZCreateKpiRequest,
  ZUpdateTargetKpiRequest,
} from '@rally/contracts/kpis';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormFrame } from '../../../components/form-frame.tsx';
import { KpiFields, kpiFieldValues } from '../../../components/kpi-fields.tsx';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms.ts';
import { useCreateKpi, useSetTarget, useUpdateKpi } from '../api/kpis-api.ts';

/**
 * The KPI's own fields plus its game-wide target; an empty target means none. The target must suit
 * the direction chosen beside it (`targetRefusal`, as the server checks).
 */
const ZKpiForm = ZCreateKpiRequest.pick({ name: true, unit: true, direction: true, weight: true })
  .extend({
    target: z.preprocess(
      (value) => (value === '' ? null : value),
      ZUpdateTargetKpiRequest.shape.target.nullable(),
    ),
  })
  .superRefine(({ direction, target }, ctx) => {
    const refusal = target === null ? null : targetRefusal(direction, target);
    if (refusal)
      ctx.addIssue({ code: 'custom', path: ['target'], message: refusal, params: { messageCode: refusal } });
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
    initialValues: { ...kpiFieldValues(kpi), target: target?.target ?? '' },
  });
  const pending = create.isPending || update.isPending || setTarget.isPending;

  // The KPI first, then its target: a new KPI's target needs the KPI's id. A stored goal that the
  // new direction refuses (0 turning higher-is-better) is replaced first, or the server refuses the KPI.
  const submit = form.onSubmit(async ({ target: value, ...fields }) => {
    try {
      const saveTarget = (kpiId: string) =>
        value !== (target?.target ?? null)
          ? setTarget.mutateAsync({ kpiId, targetId: target?.id ?? null, target: value })
          : Promise.resolve();
      const targetFirst = kpi && target && targetRefusal(fields.direction, target.target) !== null;
      if (kpi && targetFirst) await saveTarget(kpi.id);
      const saved = kpi
        ? await update.mutateAsync({ id: kpi.id, ...fields })
        : await create.mutateAsync(fields);
      if (!targetFirst) await saveTarget(saved.id);
      onSaved();
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  });

  return (
    <FormFrame
      onSubmit={submit}
      error={create.error ?? update.error ?? setTarget.error}
      pending={pending}
      submitLabel={t(kpi ? 'form.save' : 'kpi.create')}
      cancel={{ label: t('form.cancel'), onClick: onCancel }}
    >
      <KpiFields t={t} inputProps={form.getInputProps}>
        <NumberInput
          label={t('kpi.target')}
          description={t('kpi.targetHint')}
          min={0}
          allowNegative={false}
          decimalScale={4}
          {...form.getInputProps('target')}
        />
      </KpiFields>
    </FormFrame>
  );
}
