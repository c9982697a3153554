import {
  Button,
  Card,
  Checkbox,
  Fieldset,
  Group,
  Loader,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  REMINDER_CHANNELS,
  type TReminderGame,
  type TReminderSettings,
  type TReminderSettingsUpdate,
} from '@rally/contracts/reminders';
import { WEEKDAYS } from '@rally/contracts/streaks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { announce } from '../../../lib/announce.ts';
import { myRemindersQueryOptions, useResumeReminderMail, useSaveReminders } from '../api/reminders-api.ts';
import { clockName, weekdayName } from './clock-names.ts';

const sameDays = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().every((d, i) => d === [...b].sort()[i]);

type GameDraft = TReminderGame & { shownTime: string; shownDays: number[] };
type Draft = { quietOn: boolean; quietFrom: string; quietTo: string; games: GameDraft[] };

const draftOf = (s: TReminderSettings): Draft => ({
  quietOn: s.quietFrom !== null,
  quietFrom: s.quietFrom ?? '22:00',
  quietTo: s.quietTo ?? '07:00',
  games: s.games.map((g) => ({
    ...g,
    shownTime: g.time ?? g.defaultTime,
    shownDays: [...(g.weekdays ?? g.defaultWeekdays)],
  })),
});

/** What is saved: an hour or days equal to the game's follow the game (null), so its changes reach them. */
export const updateOf = (d: Draft): TReminderSettingsUpdate => ({
  quietFrom: d.quietOn ? d.quietFrom : null,
  quietTo: d.quietOn ? d.quietTo : null,
  games: d.games.map((g) => ({
    gameId: g.gameId,
    enabled: g.enabled,
    time: g.shownTime === g.defaultTime ? null : g.shownTime,
    weekdays: sameDays(g.shownDays, g.defaultWeekdays) ? null : [...g.shownDays].sort(),
    inApp: g.inApp,
    push: g.push,
    email: g.email,
  })),
});

/**
 * On one's settings: per game, whether and when one is reminded to log (hour, days, channels), and
 * one's quiet hours (ADR 0031). Loads the saved choice once; saving announces the result.
 */
export function ReminderSettings() {
  const { t } = useTranslation('reminders');
  const headingId = useId();
  const query = useQuery(myRemindersQueryOptions());
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId} mt="lg">
      <Title order={2} size="h4" id={headingId} mb="xs">
        {t('settings.title')}
      </Title>
      {query.isPending ? (
        <Loader size="sm" aria-label={t('settings.loading')} />
      ) : query.data === undefined ? (
        <ErrorAlert error={query.error} />
      ) : (
        <ReminderForm initial={query.data} />
      )}
    </Card>
  );
}

const emailBoxId = (gameId: string) => `reminder-email-${gameId}`;

export function ReminderForm({ initial }: { initial: TReminderSettings }) {
  const { t, i18n } = useTranslation('reminders');
  const [draft, setDraft] = useState(() => draftOf(initial));
  const save = useSaveReminders();
  const resume = useResumeReminderMail();
  // Read live, not from the draft: the mail kinds card on the same screen may change it meanwhile.
  const saved = useQuery(myRemindersQueryOptions()).data ?? initial;
  const mailStopped = saved.mailStopped;
  // The resume button goes with the stop: the keyboard goes on from the first game's e-mail box, now free.
  const focusMail = useRef(false);
  useEffect(() => {
    if (mailStopped || !focusMail.current) return;
    focusMail.current = false;
    document.getElementById(emailBoxId(draft.games[0]?.gameId ?? ''))?.focus();
  }, [mailStopped, draft.games]);
  const setGame = (gameId: string, change: Partial<GameDraft>) =>
    setDraft((d) => ({ ...d, games: d.games.map((g) => (g.gameId === gameId ? { ...g, ...change } : g)) }));

  const badDays = draft.games.some((g) => g.enabled && g.shownDays.length === 0);
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (badDays) return;
    try {
      const saved = await save.mutateAsync(updateOf(draft));
      setDraft(draftOf(saved));
      announce(t('settings.saved'));
    } catch {
      // Said below the form (the mutation's error).
    }
  }

  async function resumeMail() {
    try {
      await resume.mutateAsync({ quietFrom: saved.quietFrom, quietTo: saved.quietTo });
      announce(t('settings.mailResumed'));
      focusMail.current = true;
    } catch {
      // Said beside the button (the mutation's error).
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('settings.intro')}
        </Text>
        {mailStopped && draft.games.length > 0 && (
          <Stack gap="xs" data-testid="reminder-mail-stopped">
            <Text size="sm">{t('settings.mailStopped')}</Text>
            {resume.error && <ErrorAlert error={resume.error} />}
            <Group>
              <Button variant="light" onClick={resumeMail} loading={resume.isPending}>
                {t('settings.mailResume')}
              </Button>
            </Group>
          </Stack>
        )}
        {draft.games.length === 0 && <Text c="dimmed">{t('settings.noGames')}</Text>}
        {draft.games.map((g) => (
          <Fieldset key={g.gameId} legend={g.gameName} variant="filled">
            <Stack gap="sm">
              {!g.gameOn && (
                <Text size="sm" c="dimmed">
                  {t('settings.gameOff')}
                </Text>
              )}
              <Switch
                label={t('settings.enabled')}
                checked={g.enabled}
                onChange={(e) => setGame(g.gameId, { enabled: e.currentTarget.checked })}
              />
              <TextInput
                type="time"
                label={t('settings.time')}
                description={t('settings.timeHint', { time: clockName(i18n.language, g.defaultTime) })}
                value={g.shownTime}
                disabled={!g.enabled}
                required
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  if (/^\d\d:\d\d$/.test(value)) setGame(g.gameId, { shownTime: value });
                }}
                maw={200}
              />
              <Checkbox.Group
                label={t('settings.days')}
                error={g.enabled && g.shownDays.length === 0 ? t('settings.noDays') : undefined}
                value={g.shownDays.map(String)}
                onChange={(values) => setGame(g.gameId, { shownDays: values.map(Number).sort() })}
              >
                <Group mt="xs" gap="sm">
                  {WEEKDAYS.map((day) => (
                    <Checkbox
                      key={day}
                      value={String(day)}
                      label={weekdayName(i18n.language, day)}
                      disabled={!g.enabled}
                    />
                  ))}
                </Group>
              </Checkbox.Group>
              <Checkbox.Group
                label={t('settings.channels')}
                // Reminder mails stopped for every game: the e-mail box shows it, off and fixed,
                // while the game's own choice is kept for when they are sent again.
                value={REMINDER_CHANNELS.filter((c) => g[c] && !(c === 'email' && mailStopped))}
                onChange={(on) =>
                  setGame(g.gameId, {
                    inApp: on.includes('inApp'),
                    push: on.includes('push'),
                    email: mailStopped ? g.email : on.includes('email'),
                  })
                }
              >
                <Group mt="xs" gap="md" align="flex-start">
                  {REMINDER_CHANNELS.map((channel) => (
                    <Checkbox
                      key={channel}
                      id={channel === 'email' ? emailBoxId(g.gameId) : undefined}
                      value={channel}
                      label={t(`settings.${channel}`)}
                      description={
                        channel === 'email' && mailStopped ? t('settings.emailStopped') : undefined
                      }
                      disabled={!g.enabled || (channel === 'email' && mailStopped)}
                    />
                  ))}
                </Group>
              </Checkbox.Group>
            </Stack>
          </Fieldset>
        ))}
        <Fieldset legend={t('settings.quiet')} variant="filled">
          <Stack gap="sm">
            <Switch
              label={t('settings.quietOn')}
              description={t('settings.quietHint')}
              checked={draft.quietOn}
              onChange={(e) => {
                const quietOn = e.currentTarget.checked;
                setDraft((d) => ({ ...d, quietOn }));
              }}
            />
            <Group gap="md">
              <TextInput
                type="time"
                label={t('settings.quietFrom')}
                value={draft.quietFrom}
                disabled={!draft.quietOn}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  if (/^\d\d:\d\d$/.test(value)) setDraft((d) => ({ ...d, quietFrom: value }));
                }}
                maw={160}
              />
              <TextInput
                type="time"
                label={t('settings.quietTo')}
                value={draft.quietTo}
                disabled={!draft.quietOn}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  if (/^\d\d:\d\d$/.test(value)) setDraft((d) => ({ ...d, quietTo: value }));
                }}
                maw={160}
              />
            </Group>
          </Stack>
        </Fieldset>
        {save.error && <ErrorAlert error={save.error} />}
        <Group>
          <Button type="submit">{t('settings.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
