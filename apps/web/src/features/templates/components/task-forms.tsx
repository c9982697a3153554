import { Button, Checkbox, Group, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  type TTemplateSubTask,
  type TTemplateTask,
  ZCreateTemplateSubTaskRequest,
  ZCreateTemplateTaskRequest,
} from '@rally/contracts/templates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms.ts';

const ZHabitForm = ZCreateTemplateTaskRequest.pick({ name: true, description: true });
type HabitValues = ReturnType<typeof ZHabitForm.parse>;

type FormProps<V> = {
  submitLabel: string;
  pending: boolean;
  error: Error | null;
  disabled?: boolean;
  onSubmit: (values: V) => Promise<unknown>;
  /** Buttons before the submit button (cancel, delete). */
  secondary?: ReactNode;
};

/** A template habit's name and description. */
export function HabitForm({
  habit,
  ...props
}: FormProps<HabitValues> & { habit?: TTemplateTask | undefined }) {
  const { t } = useTranslation('templates');
  const form = useSchemaForm({
    schema: ZHabitForm,
    initialValues: { name: habit?.name ?? '', description: habit?.description ?? '' },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await props.onSubmit(values);
      if (!habit) form.reset();
    } catch (err) {
      showServerFieldErrors(form, err);
    }
  });
  return (
    <form noValidate onSubmit={submit}>
      <fieldset disabled={props.disabled} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="md">
          <ErrorAlert error={props.error} />
          <TextInput label={t('habit.name')} required {...form.getInputProps('name')} />
          <Textarea
            label={t('habit.description')}
            autosize
            minRows={2}
            {...form.getInputProps('description')}
          />
          <Group justify="flex-end" gap="sm">
            {props.secondary}
            <Button type="submit" loading={props.pending}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </fieldset>
    </form>
  );
}

const ZBehaviourForm = ZCreateTemplateSubTaskRequest.omit({ taskId: true });
type BehaviourValues = ReturnType<typeof ZBehaviourForm.parse>;

/** A template behaviour: name, description, points, how often a day it counts, approval. */
export function BehaviourForm({
  behaviour,
  ...props
}: FormProps<BehaviourValues> & { behaviour?: TTemplateSubTask | undefined }) {
  const { t } = useTranslation('templates');
  const form = useSchemaForm({
    schema: ZBehaviourForm,
    initialValues: {
      name: behaviour?.name ?? '',
      description: behaviour?.description ?? '',
      points: behaviour?.points ?? 5,
      maxPerDay: behaviour?.maxPerDay ?? 1,
      requiresApproval: behaviour?.requiresApproval ?? false,
    },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await props.onSubmit(values);
      if (!behaviour) form.reset();
    } catch (err) {
      showServerFieldErrors(form, err);
    }
  });
  return (
    <form noValidate onSubmit={submit}>
      <fieldset disabled={props.disabled} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="md">
          <ErrorAlert error={props.error} />
          <TextInput label={t('behaviour.name')} required {...form.getInputProps('name')} />
          <Textarea
            label={t('behaviour.description')}
            autosize
            minRows={2}
            {...form.getInputProps('description')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <NumberInput
              label={t('behaviour.points')}
              min={0}
              max={1000}
              allowDecimal={false}
              allowNegative={false}
              required
              {...form.getInputProps('points')}
            />
            <NumberInput
              label={t('behaviour.maxPerDay')}
              description={t('behaviour.maxPerDayHint')}
              min={1}
              max={100}
              allowDecimal={false}
              allowNegative={false}
              required
              {...form.getInputProps('maxPerDay')}
            />
          </SimpleGrid>
          <Checkbox
            label={t('behaviour.requiresApproval')}
            description={t('behaviour.requiresApprovalHint')}
            {...form.getInputProps('requiresApproval', { type: 'checkbox' })}
          />
          <Group justify="flex-end" gap="sm">
            {props.secondary}
            <Button type="submit" loading={props.pending}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </fieldset>
    </form>
  );
}
