import { ActionIcon, Button, Fieldset, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type TSetTime, ZSetTimeInput } from '@rally/contracts/set-times';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { focusWhenReady } from '../../../lib/focus.ts';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms.ts';
import { useCreateRounds, useUpdateRounds } from '../api/rounds-api.ts';

const ZRoundsForm = z.object({ settime: z.array(ZSetTimeInput).min(1) });
const blank = { name: '', startDate: '', endDate: '' };

type Props = {
  gameId: string;
  /** Rounds to edit together; none: new rounds are added (several at once). */
  rounds?: TSetTime[] | undefined;
  onSaved: (count: number) => void;
  onCancel: () => void;
};

/** Adds several rounds, or edits the chosen ones, in one call: the server checks them as a whole. */
export function RoundsForm({ gameId, rounds, onSaved, onCancel }: Props) {
  const { t } = useTranslation('set-times');
  const create = useCreateRounds(gameId);
  const update = useUpdateRounds(gameId);
  const editing = Boolean(rounds?.length);
  const form = useSchemaForm({
    schema: ZRoundsForm,
    initialValues: {
      settime: editing
        ? (rounds ?? []).map((r) => ({ name: r.name, startDate: r.startDate, endDate: r.endDate }))
        : [blank],
    },
  });
  const mutation = editing ? update : create;

  const submit = form.onSubmit(async ({ settime }) => {
    try {
      if (editing) {
        await update.mutateAsync(settime.map((r, i) => ({ settime_id: rounds?.[i]?.id ?? '', ...r })));
      } else {
        await create.mutateAsync(settime);
      }
      onSaved(settime.length);
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  });

  const addRow = () => {
    const index = form.values.settime.length;
    form.insertListItem('settime', blank);
    focusWhenReady(() => document.getElementById(`round-name-${index}`));
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <ErrorAlert error={mutation.error} />
        {form.values.settime.map((_, i) => (
          // Rows are only added at the end or removed; their index is their identity here.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Fieldset key={i} legend={t('form.round', { number: i + 1 })} variant="filled">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput
                id={`round-name-${i}`}
                label={t('fields.name')}
                required
                data-autofocus={i === 0 ? true : undefined}
                {...form.getInputProps(`settime.${i}.name`)}
              />
              <TextInput
                type="date"
                label={t('fields.startDate')}
                required
                {...form.getInputProps(`settime.${i}.startDate`)}
              />
              <TextInput
                type="date"
                label={t('fields.endDate')}
                required
                {...form.getInputProps(`settime.${i}.endDate`)}
              />
            </SimpleGrid>
            {!editing && form.values.settime.length > 1 && (
              <Group justify="flex-end" mt="xs">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('form.removeRow', { number: i + 1 })}
                  onClick={() => form.removeListItem('settime', i)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            )}
          </Fieldset>
        ))}
        <Group justify="space-between" gap="sm">
          {editing ? (
            <span />
          ) : (
            <Button variant="subtle" leftSection={<IconPlus size={16} aria-hidden />} onClick={addRow}>
              {t('form.addRow')}
            </Button>
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onCancel}>
              {t('form.cancel')}
            </Button>
            <LoadingButton type="submit" loading={mutation.isPending}>
              {t(editing ? 'form.save' : 'form.create')}
            </LoadingButton>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
