import { Stack, Textarea } from '@mantine/core';
import { LEAD_NEXT, type TSalesLeadDetail, ZUpdateSalesLeadRequest } from '@rally/contracts/sales-leads';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { Select } from '../../../components/select.tsx';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useUpdateLead } from '../api/sales-leads-api.ts';

const NOBODY = '';

/** Moves a lead along its pipeline, gives it to a platform admin and adds a note, in one save. */
export function LeadUpdateForm({ lead }: { lead: TSalesLeadDetail }) {
  const { t } = useTranslation('sales-leads');
  const update = useUpdateLead(lead.id);
  const form = useSchemaForm({
    schema: ZUpdateSalesLeadRequest,
    initialValues: { status: lead.status, ownerId: lead.owner?.id ?? null, note: '' },
  });
  const statuses = [lead.status, ...LEAD_NEXT[lead.status]];

  const submit = form.onSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.setValues({ status: saved.status, ownerId: saved.owner?.id ?? null, note: '' });
        form.resetDirty();
        notifySuccess(t('detail.saved'));
      },
      onError: (error) => showServerFieldErrors(form, error),
    }),
  );
  const owner = form.getInputProps('ownerId');

  return (
    <form noValidate onSubmit={submit} aria-label={t('detail.update')}>
      <Stack gap="md">
        <ErrorAlert error={update.error} />
        <Select
          label={t('fields.status')}
          data={statuses.map((value) => ({
            value,
            label:
              value === lead.status
                ? t('detail.keepStatus', { status: t(`statuses.${value}`) })
                : t(`statuses.${value}`),
          }))}
          allowDeselect={false}
          {...form.getInputProps('status')}
        />
        <Select
          label={t('fields.owner')}
          data={[
            { value: NOBODY, label: t('fields.noOwner') },
            ...lead.owners.map((o) => ({ value: o.id, label: o.fullName })),
          ]}
          allowDeselect={false}
          {...owner}
          value={owner.value ?? NOBODY}
          onChange={(value) => form.setFieldValue('ownerId', value ? value : null)}
        />
        <Textarea
          label={t('fields.note')}
          placeholder={t('detail.notePlaceholder')}
          rows={4}
          maxLength={4000}
          {...form.getInputProps('note')}
        />
        <LoadingButton type="submit" loading={update.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('detail.save')}
        </LoadingButton>
      </Stack>
    </form>
  );
}
