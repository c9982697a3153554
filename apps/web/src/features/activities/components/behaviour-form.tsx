import { Button, Checkbox, Group, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type TBehaviour, ZNewBehaviour } from '@rally/contracts/activities';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
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

/** What a behaviour is worth: points (0-1000), how often a day it counts, whether it waits for approval. */
export function BehaviourForm({ taskId, behaviour, onSaved, onCancel, readOnly = false }: Props) {
  const { t } = useTranslation('activities');
  const create = useCreateBehaviour();
  const update = useUpdateBehaviour();
  const save = behaviour ? update : create;
  const form = useSchemaForm({
    schema: ZNewBehaviour,
    initialValues: {
      name: behaviour?.name ?? '',
      description: behaviour?.description ?? '',
      points: behaviour?.points ?? 10,
      maxPerDay: behaviour?.maxPerDay ?? 1,
      requiresApproval: behaviour?.requiresApproval ?? false,
    },
  });

  const submit = form.onSubmit((values) => {
    const options = { onSuccess: onSaved, onError: (error: Error) => showServerFieldErrors(form, error) };
    if (behaviour) update.mutate({ id: behaviour.id, ...values }, options);
    else create.mutate({ taskId, ...values }, options);
  });

  return (
    <form noValidate onSubmit={submit}>
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          <ErrorAlert error={save.error} />
          <TextInput label={t('behaviour.name')} required data-autofocus {...form.getInputProps('name')} />
          <Textarea label={t('behaviour.description')} rows={3} {...form.getInputProps('description')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <NumberInput
              label={t('behaviour.points')}
              description={t('behaviour.pointsHint')}
              required
              min={0}
              max={1000}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('points')}
            />
            <NumberInput
              label={t('behaviour.maxPerDay')}
              description={t('behaviour.maxPerDayHint')}
              required
              min={1}
              max={100}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('maxPerDay')}
            />
          </SimpleGrid>
          <Checkbox
            label={t('behaviour.requiresApproval')}
            description={t('behaviour.requiresApprovalHint')}
            {...form.getInputProps('requiresApproval', { type: 'checkbox' })}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t(behaviour ? 'form.save' : 'behaviour.create')}
            </Button>
          </Group>
        </Stack>
      </fieldset>
    </form>
  );
}
