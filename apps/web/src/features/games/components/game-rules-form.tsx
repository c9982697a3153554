import { NumberInput, Radio, SimpleGrid, Stack } from '@mantine/core';
import { type TGameDetail, type TGameRules, ZGameRules } from '@rally/contracts/games';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FormButtons } from '../../../components/form-frame.tsx';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms.ts';
import { useUpdateGame } from '../api/games-api.ts';
import { gameLocks } from './game-lifecycle.ts';
import { ReminderRulesFields } from './reminder-rules-fields.tsx';
import { StreakRulesFields } from './streak-rules-fields.tsx';

// Shaped like the update call's body, so the server's field errors land on these fields as they are.
const ZRulesForm = z.object({ competition: z.object({ rules: ZGameRules }) });

const CHOICES = {
  teamRanking: ['total', 'average'],
  leaderboardShows: ['teams', 'teams_and_individuals'],
  leaderboardNames: ['full', 'initials', 'none'],
} as const satisfies { [K in keyof TGameRules]?: readonly TGameRules[K][] };

type Props = {
  game: TGameDetail;
  submitLabel: string;
  onSaved: (game: TGameDetail) => void;
  /** Buttons left of the submit button (back, cancel). */
  secondary?: ReactNode;
};

/** How a game scores teams and what its public leaderboard shows, each choice explained. */
export function GameRulesForm({ game, submitLabel, onSaved, secondary }: Props) {
  const { t } = useTranslation('games');
  const update = useUpdateGame();
  const { readOnly } = gameLocks(game);
  const form = useSchemaForm({
    schema: ZRulesForm,
    initialValues: { competition: { rules: game.rules } },
    messages: { 'competition.rules.streakWeekdays': () => t('rules.streakWeekdays.none') },
  });
  const rules = form.values.competition.rules;

  const submit = form.onSubmit(async ({ competition }) => {
    try {
      onSaved(await update.mutateAsync({ id: game.id, rules: competition.rules }));
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  });

  type TOption = { value: string; label: string; hint: string };
  const choice = (field: keyof typeof CHOICES, options: TOption[], disabled = false) => (
    <Radio.Group
      label={t(`rules.${field}.label`)}
      description={t(`rules.${field}.hint`)}
      {...form.getInputProps(`competition.rules.${field}`)}
    >
      <Stack gap="sm" mt="xs">
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            label={option.label}
            description={option.hint}
            disabled={readOnly || disabled}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
  // Spelled out per rule, so every translation key is checked.
  const ranking = CHOICES.teamRanking.map((value) => ({
    value,
    label: t(`rules.teamRanking.${value}`),
    hint: t(`rules.teamRanking.${value}Hint`),
  }));
  const shows = CHOICES.leaderboardShows.map((value) => ({
    value,
    label: t(`rules.leaderboardShows.${value}`),
    hint: t(`rules.leaderboardShows.${value}Hint`),
  }));
  const names = CHOICES.leaderboardNames.map((value) => ({
    value,
    label: t(`rules.leaderboardNames.${value}`),
    hint: t(`rules.leaderboardNames.${value}Hint`),
  }));

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <ErrorAlert error={update.error} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="lg">
          {choice('teamRanking', ranking)}
          {choice('leaderboardShows', shows)}
          {/* Names only matter where individuals are shown. */}
          {choice('leaderboardNames', names, rules.leaderboardShows === 'teams')}
          <Stack gap="md">
            <NumberInput
              label={t('rules.leaderboardTopN.label')}
              description={t('rules.leaderboardTopN.hint')}
              placeholder={t('rules.leaderboardTopN.everyone')}
              min={1}
              max={1000}
              allowDecimal={false}
              allowNegative={false}
              disabled={readOnly}
              {...form.getInputProps('competition.rules.leaderboardTopN')}
              value={rules.leaderboardTopN ?? ''}
              onChange={(value) =>
                form.setFieldValue('competition.rules.leaderboardTopN', value === '' ? null : Number(value))
              }
            />
            <NumberInput
              label={t('rules.graceHours.label')}
              description={t('rules.graceHours.hint')}
              min={0}
              max={720}
              allowDecimal={false}
              allowNegative={false}
              disabled={readOnly}
              {...form.getInputProps('competition.rules.graceHours')}
            />
          </Stack>
          <Stack gap="md">
            <StreakRulesFields
              weekdays={form.getInputProps('competition.rules.streakWeekdays')}
              freezes={form.getInputProps('competition.rules.streakFreezes')}
              bonus={{
                points: form.getInputProps('competition.rules.streakBonusPoints'),
                from: form.getInputProps('competition.rules.streakBonusFrom'),
                cap: form.getInputProps('competition.rules.streakBonusCap'),
              }}
              disabled={readOnly}
            />
            <ReminderRulesFields
              on={form.getInputProps('competition.rules.remindersOn', { type: 'checkbox' })}
              time={form.getInputProps('competition.rules.reminderTime')}
              disabled={readOnly}
            />
          </Stack>
        </SimpleGrid>
        {!readOnly && (
          <FormButtons secondary={secondary} pending={update.isPending} submitLabel={submitLabel} />
        )}
      </Stack>
    </form>
  );
}
