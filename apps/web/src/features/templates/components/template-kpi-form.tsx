import { type TTemplateKpi, ZCreateTemplateKpiRequest } from '@rally/contracts/templates';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '../../../components/form-frame.tsx';
import { KpiFields, kpiFieldValues } from '../../../components/kpi-fields.tsx';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCreateKpi, useUpdateKpi } from '../api/templates-api.ts';

const ZKpiForm = ZCreateTemplateKpiRequest.omit({ templateId: true });

type Props = {
  templateId: string;
  /** The KPI to change; a new one is added without it. */
  kpi?: TTemplateKpi | undefined;
  onDone: () => void;
};

/** A template KPI: the game's KPI fields, without a target (a template's goals have their own screen). */
export function TemplateKpiForm({ templateId, kpi, onDone }: Props) {
  const { t } = useTranslation('templates');
  const create = useCreateKpi();
  const update = useUpdateKpi();
  const form = useSchemaForm({ schema: ZKpiForm, initialValues: kpiFieldValues(kpi) });
  const submit = form.onSubmit(async (values) => {
    try {
      if (kpi) await update.mutateAsync({ kpiId: kpi.id, ...values });
      else await create.mutateAsync({ templateId, ...values });
      notifySuccess(t('kpi.saved', { name: values.name }));
      onDone();
    } catch (err) {
      showServerFieldErrors(form, err);
    }
  });
  return (
    <FormFrame
      onSubmit={submit}
      error={create.error ?? update.error}
      pending={create.isPending || update.isPending}
      submitLabel={t(kpi ? 'form.save' : 'kpi.create')}
      cancel={{ label: t('form.cancel'), onClick: onDone }}
    >
      <KpiFields t={t} inputProps={form.getInputProps} />
    </FormFrame>
  );
}
