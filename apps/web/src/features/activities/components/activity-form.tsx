import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { type TActivity, ZCreateActivityRequest } from '@rally/contracts/activities';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms.ts';
import { useCreateActivity, useUpdateActivity } from '../api/activities-api.ts';

const ZActivityFields = ZCreateActivityRequest.pick({ name: true, description: true });

type Props = {
  gameId: string;
  /** The activity to edit; a new one is created without it. */
  activity?: TActivity | undefined;
  onSaved: (activity: TActivity) => void;
  onCancel: () => void;
  /** A finished or archived game: the fields show, nothing can be changed. */
  readOnly?: boolean;
};

/** A activity's name and description, for a new activity of the game or an existing one. */
export function ActivityForm({ gameId, activity, onSaved, onCancel, readOnly = false }: Props) {
  const { t } = useTranslation('activities');
  const create = useCreateActivity();
  const update = useUpdateActivity();
  const save = activity ? update : create;
  const form = useSchemaForm({
    schema: ZActivityFields,
    initialValues: { name: activity?.name ?? '', description: activity?.description ?? '' },
  });

  const submit = form.onSubmit((values) => {
    const options = { onSuccess: onSaved, onError: (error: Error) => showServerFieldErrors(form, error) };
    if (activity) update.mutate({ id: activity.id, ...values }, options);
    else create.mutate({ competitionId: gameId, ...values }, options);
  });

  return (
    <form noValidate onSubmit={submit}>
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          <ErrorAlert error={save.error} />
          <TextInput label={t('activity.name')} required data-autofocus {...form.getInputProps('name')} />
          <Textarea label={t('activity.description')} rows={3} {...form.getInputProps('description')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t(activity ? 'form.save' : 'activity.create')}
            </Button>
          </Group>
        </Stack>
      </fieldset>
    </form>
  );
}
