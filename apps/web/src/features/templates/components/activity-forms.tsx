import {
  type TTemplateSubTask,
  type TTemplateTask,
  ZCreateTemplateSubTaskRequest,
  ZCreateTemplateTaskRequest,
} from '@rally/contracts/templates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { BehaviourFields, behaviourFieldValues } from '../../../components/behaviour-fields.tsx';
import { FormFrame } from '../../../components/form-frame.tsx';
import { NameFields } from '../../../components/name-fields.tsx';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms.ts';

const ZTemplateActivityForm = ZCreateTemplateTaskRequest.pick({ name: true, description: true });
const ZBehaviourForm = ZCreateTemplateSubTaskRequest.omit({ taskId: true });

type FormProps<V> = {
  submitLabel: string;
  pending: boolean;
  error: Error | null;
  disabled?: boolean;
  onSubmit: (values: V) => Promise<unknown>;
  /** Buttons before the submit button (cancel, delete). */
  secondary?: ReactNode;
};

/**
 * A template form over `schema`: saves through `onSubmit`, puts the server's field errors on the
 * fields, and empties itself after adding a new record (`isNew`).
 */
function useActivityForm<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  initialValues: z.input<S>,
  { onSubmit, disabled = false, ...frame }: FormProps<z.output<S>>,
  isNew: boolean,
) {
  const form = useSchemaForm({ schema, initialValues });
  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit(values);
      if (isNew) form.reset();
    } catch (err) {
      showServerFieldErrors(form, err);
    }
  });
  return { form, frame: { ...frame, disabled, onSubmit: submit } };
}

/** A template activity's name and description (a habit on screen). */
export function TemplateActivityForm({
  activity,
  ...props
}: FormProps<z.output<typeof ZTemplateActivityForm>> & { activity?: TTemplateTask | undefined }) {
  const { t } = useTranslation('templates');
  const initial = { name: activity?.name ?? '', description: activity?.description ?? '' };
  const { form, frame } = useActivityForm(ZTemplateActivityForm, initial, props, !activity);
  return (
    <FormFrame {...frame}>
      <NameFields
        labels={{ name: t('habit.name'), description: t('habit.description') }}
        inputProps={form.getInputProps}
        grow
      />
    </FormFrame>
  );
}

/** A template behaviour: name, description, points, how often a day it counts, approval. */
export function BehaviourForm({
  behaviour,
  ...props
}: FormProps<z.output<typeof ZBehaviourForm>> & { behaviour?: TTemplateSubTask | undefined }) {
  const { t } = useTranslation('templates');
  const initial = behaviourFieldValues(behaviour, 5);
  const { form, frame } = useActivityForm(ZBehaviourForm, initial, props, !behaviour);
  return (
    <FormFrame {...frame}>
      <NameFields
        labels={{ name: t('behaviour.name'), description: t('behaviour.description') }}
        inputProps={form.getInputProps}
        grow
      />
      <BehaviourFields t={t} inputProps={form.getInputProps} />
    </FormFrame>
  );
}
