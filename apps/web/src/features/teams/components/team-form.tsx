import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { TTeam } from '@rally/contracts/teams';
import { TEAM_SWATCHES, teamSwatch, ZUpdateTeamRequest } from '@rally/contracts/teams';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { MultiSelect } from '../../../components/select.tsx';
import { useGameCharities } from '../../../lib/charity-queries.ts';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms.ts';
import { useCreateTeam, useUpdateTeam } from '../api/teams-api.ts';
import { TeamColorField } from './team-color-field.tsx';

/** Name, colour and supported charities, all sent here (the update schema's fields, made mandatory). */
const ZTeamFields = ZUpdateTeamRequest.shape.group
  .pick({ name: true, color: true, charityIds: true })
  .required();

type Props = {
  gameId: string;
  /** The team to rename or recolour; a new one is created without it. */
  team?: TTeam | undefined;
  /** How many teams the game has, to give a new one the next colour. */
  teamCount: number;
  onSaved: () => void;
  onCancel: () => void;
};

export function TeamForm({ gameId, team, teamCount, onSaved, onCancel }: Props) {
  const { t } = useTranslation('teams');
  const create = useCreateTeam(gameId);
  const update = useUpdateTeam(gameId);
  const save = team ? update : create;
  const charities = useGameCharities(gameId);
  const form = useSchemaForm({
    schema: ZTeamFields,
    initialValues: {
      name: team?.name ?? '',
      color: team?.color ?? teamSwatch(teamCount),
      charityIds: team?.charityIds ?? [],
    },
  });

  const submit = form.onSubmit((values) => {
    const options = { onSuccess: onSaved, onError: (error: Error) => showServerFieldErrors(form, error) };
    if (team) update.mutate({ id: team.id, ...values }, options);
    else create.mutate({ competitionId: gameId, ...values }, options);
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <ErrorAlert error={save.error} />
        <TextInput label={t('team.name')} required data-autofocus {...form.getInputProps('name')} />
        <TeamColorField
          label={t('team.color')}
          swatches={TEAM_SWATCHES}
          value={form.values.color}
          onChange={(color) => form.setFieldValue('color', color)}
          onBlur={() => form.validateField('color')}
          error={form.errors.color}
        />
        {/* A team chooses among the game's charities (ADR 0017); a game with none has nothing to choose. */}
        {(charities.data?.length ?? 0) > 0 && (
          <MultiSelect
            label={t('team.charities')}
            description={t('team.charitiesHint')}
            data={(charities.data ?? []).map((c) => ({ value: c.charityId, label: c.charityName }))}
            searchable
            clearable
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('charityIds')}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <LoadingButton type="submit" loading={save.isPending}>
            {t(team ? 'form.save' : 'team.create')}
          </LoadingButton>
        </Group>
      </Stack>
    </form>
  );
}
