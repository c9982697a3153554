import { type TBehaviour, ZNewBehaviour } from '@rally/contracts/activities';
import { useTranslation } from 'react-i18next';
import { BehaviourFields, behaviourFieldValues } from '../../../components/behaviour-fields.tsx';
import { FormFrame } from '../../../components/form-frame.tsx';
import { NameFields } from '../../../components/name-fields.tsx';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms.ts';
import { useCreateBehaviour, useUpdateBehaviour } from '../api/activities-api.ts';

type Props = {
  /** The activity a new behaviour joins. */
  taskId: string;
  /** The behaviour to edit; a new one is created without it. */
  behaviour?: TBehaviour | undefined;
  onSaved: (behaviour: TBehaviour) => void;
  onCancel: () => void;
  /** A finished or archived game: the fields show, nothing can be changed. */
  readOnly?: boolean;
};

/** What a behaviour is worth: points (`BEHAVIOUR_POINTS`), how often a day it counts, whether it waits for approval. */
export function BehaviourForm({ taskId, behaviour, onSaved, onCancel, readOnly = false }: Props) {
  const { t } = useTranslation('activities');
  const create = useCreateBehaviour();
  const update = useUpdateBehaviour();
  const save = behaviour ? update : create;
  const form = useSchemaForm({ schema: ZNewBehaviour, initialValues: behaviourFieldValues(behaviour, 10) });

  const submit = form.onSubmit((values) => {
    const options = { onSuccess: onSaved, onError: (error: Error) => showServerFieldErrors(form, error) };
    if (behaviour) update.mutate({ id: behaviour.id, ...values }, options);
    else create.mutate({ taskId, ...values }, options);
  });

  return (
    <FormFrame
      onSubmit={submit}
      error={save.error}
      pending={save.isPending}
      submitLabel={t(behaviour ? 'form.save' : 'behaviour.create')}
      cancel={{ label: t('form.cancel'), onClick: onCancel }}
      disabled={readOnly}
    >
      <NameFields
        labels={{ name: t('behaviour.name'), description: t('behaviour.description') }}
        inputProps={form.getInputProps}
        autoFocus
      />
      <BehaviourFields t={t} inputProps={form.getInputProps} pointsHint={t('behaviour.pointsHint')} />
    </FormFrame>
  );
}
