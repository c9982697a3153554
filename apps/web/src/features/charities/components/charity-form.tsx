import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { type TCharity, ZCreateCharityRequest } from '@rally/contracts/charities';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorAlert } from '../../../components/error-alert.tsx';
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
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <ErrorAlert error={save.error} />
        <TextInput label={t('list.name')} required data-autofocus {...form.getInputProps('name')} />
        <Textarea label={t('list.description')} rows={3} {...form.getInputProps('description')} />
        <TextInput
          label={t('list.website')}
          placeholder="https://"
          type="url"
          {...form.getInputProps('website')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t(charity ? 'form.save' : 'list.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
