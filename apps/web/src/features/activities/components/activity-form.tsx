import { type TActivity, ZCreateActivityRequest } from '@rally/contracts/activities';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '../../../components/form-frame.tsx';
import { NameFields } from '../../../components/name-fields.tsx';
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
    <FormFrame
      onSubmit={submit}
      error={save.error}
      pending={save.isPending}
      submitLabel={t(activity ? 'form.save' : 'activity.create')}
      cancel={{ label: t('form.cancel'), onClick: onCancel }}
      disabled={readOnly}
    >
      <NameFields
        labels={{ name: t('activity.name'), description: t('activity.description') }}
        inputProps={form.getInputProps}
        autoFocus
      />
    </FormFrame>
  );
}
