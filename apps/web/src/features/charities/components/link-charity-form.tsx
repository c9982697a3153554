import { SimpleGrid } from '@mantine/core';
import { CURRENCIES, type TCharity, ZLinkGameCharityRequest } from '@rally/contracts/charities';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormFrame } from '../../../components/form-frame.tsx';
import { PledgeFields } from '../../../components/pledge-fields.tsx';
import { Select } from '../../../components/select.tsx';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useLinkCharity } from '../api/charities-api.ts';

/** The link request without the game (the editor's); an empty cap means no cap. */
const ZLinkForm = ZLinkGameCharityRequest.omit({ competitionId: true }).extend({
  cap: z.preprocess((value) => (value === '' ? null : value), ZLinkGameCharityRequest.shape.cap),
});

type Props = {
  gameId: string;
  /** Charities not yet linked to the game. */
  charities: TCharity[];
  onSaved: () => void;
  onCancel: () => void;
};

export function LinkCharityForm({ gameId, charities, onSaved, onCancel }: Props) {
  const { t } = useTranslation('charities');
  const link = useLinkCharity(gameId);
  const form = useSchemaForm({
    schema: ZLinkForm,
    initialValues: { charityId: '', pledgePerPoint: 0.01, cap: '', currency: 'EUR' },
  });

  const submit = form.onSubmit((values) =>
    link.mutate(values, {
      onSuccess: (saved) => {
        notifySuccess(t('link.done', { name: saved.charityName }));
        onSaved();
      },
      onError: (error) => showServerFieldErrors(form, error),
    }),
  );

  return (
    <FormFrame
      onSubmit={submit}
      error={link.error}
      pending={link.isPending}
      submitLabel={t('link.submit')}
      cancel={{ label: t('form.cancel'), onClick: onCancel }}
    >
      <Select
        label={t('link.charity')}
        placeholder={t('link.charityPlaceholder')}
        data={charities.map((charity) => ({ value: charity.id, label: charity.name }))}
        nothingFoundMessage={t('link.noCharity')}
        searchable
        required
        data-autofocus
        {...form.getInputProps('charityId')}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <PledgeFields text={(key) => t(`link.${key}`)} inputProps={form.getInputProps} />
        <Select
          label={t('link.currency')}
          data={[...CURRENCIES]}
          allowDeselect={false}
          required
          {...form.getInputProps('currency')}
        />
      </SimpleGrid>
    </FormFrame>
  );
}
