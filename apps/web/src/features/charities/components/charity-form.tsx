import { TextInput } from '@mantine/core';
import { type TCharity, ZCreateCharityRequest } from '@rally/contracts/charities';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormFrame } from '../../../components/form-frame.tsx';
import { NameFields } from '../../../components/name-fields.tsx';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSaveCharity } from '../api/charities-api.ts';

/** The create schema; an empty website field means none. */
const ZCharityForm = ZCreateCharityRequest.extend({
  website: z.preprocess((value) => (value === '' ? null : value), ZCreateCharityRequest.shape.website),
});

type Props = { charity?: TCharity | undefined; onSaved: () => void; onCancel: () => void };

/** A charity of the platform's list (platform admins): name, description, website. */
export function CharityForm({ charity, onSaved, onCancel }: Props) {
  const { t } = useTranslation('charities');
  const save = useSaveCharity();
  const form = useSchemaForm({
    schema: ZCharityForm,
    initialValues: {
      name: charity?.name ?? '',
      description: charity?.description ?? '',
      website: charity?.website ?? '',
    },
  });

  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: charity?.id, ...values },
      {
        onSuccess: (saved) => {
          notifySuccess(t('list.saved', { name: saved.name }));
          onSaved();
        },
        onError: (error) => showServerFieldErrors(form, error),
      },
    ),
  );

  return (
    <FormFrame
      onSubmit={submit}
      error={save.error}
      pending={save.isPending}
      submitLabel={t(charity ? 'form.save' : 'list.create')}
      cancel={{ label: t('form.cancel'), onClick: onCancel }}
    >
      <NameFields
        labels={{ name: t('list.name'), description: t('list.description') }}
        inputProps={form.getInputProps}
        autoFocus
      />
      <TextInput
        label={t('list.website')}
        placeholder="https://"
        type="url"
        {...form.getInputProps('website')}
      />
    </FormFrame>
  );
}
