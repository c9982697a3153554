import '@mantine/dates/styles.layer.css';
import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { dayIn } from '@rally/contracts/game-lifecycle';
import { type TCreateGameRequest, type TGameDetail, ZCreateGameRequest } from '@rally/contracts/games';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FormButtons } from '../../../components/form-frame.tsx';
import { TimezoneSelect } from '../../../components/timezone-select.tsx';
import { useAppAbility } from '../../../lib/abilities.tsx';
import { useCompany } from '../../../lib/company-queries.ts';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { browserTimezone } from '../../../lib/timezones.ts';
import { useCreateGame, useUpdateGame } from '../api/games-api.ts';
import { GameCompanySelect } from './game-company-select.tsx';
import { GameDateInput } from './game-date-input.tsx';
import { gameLocks } from './game-lifecycle.ts';

/** The server's own schema, plus what it checks beyond it: dates in order, a platform admin's company. */
const detailsSchema = (needsCompany: boolean) =>
  ZCreateGameRequest.superRefine(({ competition: c }, ctx) => {
    if (c.startDate && c.endDate && c.endDate < c.startDate)
      ctx.addIssue({ code: 'custom', path: ['competition', 'endDate'], message: 'order' });
    if (needsCompany && !c.companyId)
      ctx.addIssue({ code: 'custom', path: ['competition', 'companyId'], message: 'required' });
  });

/** Today in the zone (the browser's when the zone is not one this browser knows). */
function todayIn(zone: string | undefined) {
  try {
    return dayIn(zone || browserTimezone());
  } catch {
    return dayIn(browserTimezone());
  }
}

/** Creates the new draft another way (from a template: ADR 0020), with the form's fields. */
export type TGameCreator = {
  mutateAsync: (competition: TCreateGameRequest['competition']) => Promise<TGameDetail>;
  error: Error | null;
  isPending: boolean;
};

type Props = {
  /** The game being edited; a new draft is created when left out. */
  game?: TGameDetail | undefined;
  /** How a new draft is created; `POST /competition/add` unless given. */
  creator?: TGameCreator;
  /** A new draft's first name and description (a template's). */
  initial?: { name: string; description: string };
  submitLabel: string;
  onSaved: (game: TGameDetail) => void;
  /** Buttons left of the submit button (back, cancel). */
  secondary?: ReactNode;
};

/**
 * The zone a new game of the company starts in: the company's own. Until the organiser picks a zone
 * the form sends none and the server applies the company's, so the two cannot disagree.
 */
function useCompanyTimezone(companyId: string | undefined) {
  const company = useCompany(companyId ?? '', { enabled: companyId !== undefined });
  return companyId ? company.data?.timezone : undefined;
}

/** Name, description, dates and zone of a game (and its company, for platform admins creating one). */
export function GameDetailsForm({ game, creator, initial, submitLabel, onSaved, secondary }: Props) {
  const { t } = useTranslation('games');
  const platform = useAppAbility().can('manage', 'Company');
  const ownCompanyId = useSession()?.user.companyId;
  const defaultCreate = useCreateGame();
  const create = creator ?? defaultCreate;
  const update = useUpdateGame();
  const save = game ? update : create;
  const locks = gameLocks(game);
  const needsCompany = platform && !game;
  const form = useSchemaForm({
    schema: detailsSchema(needsCompany),
    initialValues: {
      competition: {
        name: game?.name ?? initial?.name ?? '',
        description: game?.description ?? initial?.description ?? '',
        startDate: game?.startDate ?? null,
        endDate: game?.endDate ?? null,
        timezone: game?.timezone,
      },
    },
    messages: { 'competition.endDate': () => t('fields.endBeforeStart') },
  });
  const values = form.values.competition;
  const companyTimezone = useCompanyTimezone(
    game ? undefined : needsCompany ? values.companyId : ownCompanyId,
  );
  const shownTimezone = values.timezone ?? companyTimezone;
  // A new game starts today or later, today as the game's zone has it: past days are not offered.
  const today = game ? undefined : todayIn(shownTimezone);
  const endFrom = values.startDate && (!today || values.startDate > today) ? values.startDate : today;

  const submit = form.onSubmit(async ({ competition: { rules: _defaults, ...c } }) => {
    try {
      if (!game) return onSaved(await create.mutateAsync(c));
      // A started game's start and zone are not sent: the server would refuse any change to them.
      const { startDate, timezone, companyId: _fixed, ...rest } = c;
      onSaved(
        await update.mutateAsync({
          id: game.id,
          ...rest,
          ...(locks.startLocked ? {} : { startDate, timezone }),
        }),
      );
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  });

  return (
    <DatesProvider settings={{ locale: currentLanguage() }}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <ErrorAlert error={save.error} />
          {needsCompany && (
            <GameCompanySelect
              label={t('fields.company')}
              description={t('fields.companyHint')}
              placeholder={t('fields.chooseCompany')}
              required
              error={form.errors['competition.companyId']}
              value={values.companyId ?? null}
              onChange={(companyId) => form.setFieldValue('competition.companyId', companyId ?? undefined)}
            />
          )}
          <TextInput
            label={t('fields.name')}
            required
            disabled={locks.readOnly}
            autoComplete="off"
            {...form.getInputProps('competition.name')}
          />
          <Textarea
            label={t('fields.description')}
            description={t('fields.descriptionHint')}
            rows={4}
            disabled={locks.readOnly}
            {...form.getInputProps('competition.description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <GameDateInput
              label={t('fields.startDate')}
              description={locks.startLocked && !locks.readOnly ? t('fields.startLocked') : undefined}
              disabled={locks.startLocked}
              clearable={!locks.datesRequired}
              minDate={today}
              {...form.getInputProps('competition.startDate')}
            />
            <GameDateInput
              label={t('fields.endDate')}
              minDate={endFrom ?? undefined}
              disabled={locks.readOnly}
              clearable={!locks.datesRequired}
              {...form.getInputProps('competition.endDate')}
            />
            <TimezoneSelect
              label={t('fields.timezone')}
              description={t(
                locks.startLocked && !locks.readOnly ? 'fields.timezoneLocked' : 'fields.timezoneHint',
              )}
              disabled={locks.startLocked}
              {...form.getInputProps('competition.timezone')}
              value={shownTimezone ?? null}
            />
          </SimpleGrid>
          {!locks.readOnly && (
            <FormButtons secondary={secondary} pending={save.isPending} submitLabel={submitLabel} />
          )}
        </Stack>
      </form>
    </DatesProvider>
  );
}
