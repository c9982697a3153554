import { SimpleGrid } from '@mantine/core';
import { CURRENCIES } from '@rally/contracts/charities';
import { type TTemplateDetail, ZCreateTemplateCharityRequest } from '@rally/contracts/templates';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormFrame } from '../../../components/form-frame.tsx';
import { PledgeFields } from '../../../components/pledge-fields.tsx';
import { RegionCard } from '../../../components/region-card.tsx';
import { Select } from '../../../components/select.tsx';
import { announce } from '../../../lib/announce.ts';
import { useCharities } from '../../../lib/charity-queries.ts';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms.ts';
import { useAddCharity } from '../api/templates-api.ts';

const ZCharityForm = ZCreateTemplateCharityRequest.omit({ templateId: true }).extend({
  cap: z.preprocess((value) => (value === '' ? null : value), ZCreateTemplateCharityRequest.shape.cap),
});

/** Adds a charity of the platform's list, not yet in the template, with its pledge. */
export function AddTemplateCharity({ template }: { template: TTemplateDetail }) {
  const { t } = useTranslation('templates');
  const options = useCharities();
  const add = useAddCharity();
  const form = useSchemaForm({
    schema: ZCharityForm,
    initialValues: { charityId: '', pledgePerPoint: 0.05, cap: '', currency: 'EUR' },
    messages: { charityId: () => t('charity.choose') },
  });
  const linked = new Set(template.charities.map((c) => c.charityId));
  const submit = form.onSubmit(async (values) => {
    try {
      const link = await add.mutateAsync({ templateId: template.id, ...values });
      announce(t('charity.added', { name: link.charityName }));
      form.reset();
    } catch (err) {
      showServerFieldErrors(form, err);
    }
  });
  return (
    <RegionCard title={t('charity.add')}>
      <FormFrame
        onSubmit={submit}
        error={add.error ?? options.error}
        pending={add.isPending}
        submitLabel={t('charity.addButton')}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('charity.name')}
            required
            searchable
            data={(options.data ?? [])
              .filter((c) => !linked.has(c.id))
              .map((c) => ({ value: c.id, label: c.name }))}
            nothingFoundMessage={t('charity.none')}
            {...form.getInputProps('charityId')}
          />
          <Select
            label={t('charity.currency')}
            data={[...CURRENCIES]}
            allowDeselect={false}
            required
            {...form.getInputProps('currency')}
          />
          <PledgeFields text={(key) => t(`charity.${key}`)} inputProps={form.getInputProps} />
        </SimpleGrid>
      </FormFrame>
    </RegionCard>
  );
}
