import { Stack, Text, Title } from '@mantine/core';
import type { TChecklist } from '@rally/contracts/logs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '../../../lib/announce.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { focusWhenReady } from '../../../lib/focus.ts';
import { useCreateLog, useRemoveLog } from '../api/game-logs-api.ts';
import { ChecklistBehaviour, type TChecklistBehaviour, tickId } from './checklist-behaviour.tsx';

type Props = {
  checklist: TChecklist;
  /** After a log or an undo is in (the screen refreshes what else it shows). */
  onChanged?: () => void;
};

/**
 * The behaviours whose log or undo is being answered, each with the log being undone (null for a
 * new log). One entry per behaviour: a player may tick the next box before the last one is
 * answered, and each answer clears only its own entry.
 */
type TBusy = Record<string, { logId: string | null }>;

/**
 * A player's day: the game's behaviours grouped by activity, ticked to log. A log counts at once or
 * waits for approval; either way the answer is said to screen readers, and focus stays on the
 * ticked item. A refusal (the day is full, the game ended) shows under the behaviour, translated.
 */
export function Checklist({ checklist, onChanged }: Props) {
  const { t } = useTranslation('logs');
  const { t: tc } = useTranslation();
  const createLog = useCreateLog(checklist.gameId);
  const removeLog = useRemoveLog(checklist.gameId);
  const [busy, setBusy] = useState<TBusy>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const isToday = checklist.day === checklist.today;

  const run = async (behaviour: TChecklistBehaviour, logId: string | null, action: () => Promise<string>) => {
    setBusy((all) => ({ ...all, [behaviour.id]: { logId } }));
    setErrors(({ [behaviour.id]: _, ...rest }) => rest);
    try {
      announce(await action());
      onChanged?.();
    } catch (error) {
      // Shown under the behaviour (a live alert, so it is read out as well).
      setErrors((all) => ({ ...all, [behaviour.id]: errorMessage(error, tc) }));
    } finally {
      setBusy(({ [behaviour.id]: _, ...rest }) => rest);
      // An undo button goes away with its log: focus returns to the behaviour's tick.
      focusWhenReady(() => document.getElementById(tickId(behaviour.id)));
    }
  };

  const log = (behaviour: TChecklistBehaviour) =>
    run(behaviour, null, async () => {
      const made = await createLog.mutateAsync({ behaviourId: behaviour.id, day: checklist.day });
      return made.status === 'pending'
        ? t('checklist.loggedPending', { behaviour: behaviour.name })
        : t('checklist.logged', { behaviour: behaviour.name, count: made.points });
    });

  const undo = (behaviour: TChecklistBehaviour, logId: string) =>
    run(behaviour, logId, async () => {
      await removeLog.mutateAsync(logId);
      return t('checklist.undone', { behaviour: behaviour.name });
    });

  if (checklist.activities.length === 0) return <Text c="dimmed">{t('checklist.empty')}</Text>;

  return (
    <Stack gap="lg">
      {!checklist.canLog && (
        <Text size="sm" c="dimmed">
          {t('checklist.readOnly')}
        </Text>
      )}
      {checklist.activities.map((activity) => (
        <section key={activity.id} aria-labelledby={`activity-${activity.id}`}>
          <Title order={3} size="h5" id={`activity-${activity.id}`} mb="xs">
            {activity.name}
          </Title>
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {activity.behaviours.map((behaviour) => (
              <ChecklistBehaviour
                key={behaviour.id}
                behaviour={behaviour}
                canLog={checklist.canLog}
                isToday={isToday}
                busy={behaviour.id in busy}
                undoingId={busy[behaviour.id]?.logId ?? null}
                error={errors[behaviour.id] ?? null}
                onLog={() => log(behaviour)}
                onUndo={(logId) => undo(behaviour, logId)}
              />
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
