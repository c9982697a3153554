import { Stack, Text, Title } from '@mantine/core';
import type { TChecklist } from '@rally/contracts/logs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '../../../lib/announce.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { focusWhenReady } from '../../../lib/focus.ts';
import { messageText } from '../../../lib/messages.ts';
import { useRemoveLog } from '../api/game-logs-api.ts';
import { dropLog, queueLog, type TOutboxState } from '../api/log-outbox.ts';
import { useLogOutbox } from '../api/use-log-outbox.ts';
import { ChecklistBehaviour, itemId, type TChecklistBehaviour, tickId } from './checklist-behaviour.tsx';

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
 * What the outbox holds for one behaviour of the day shown: ticks not yet on the server's list
 * (waiting, being sent, or sent and not yet refetched: never shown twice, never missing a moment)
 * and ticks the server refused.
 */
function queuedFor(outbox: TOutboxState, checklist: TChecklist, behaviour: TChecklistBehaviour) {
  const ofDay = (item: { gameId: string; behaviourId: string; day: string }) =>
    item.gameId === checklist.gameId && item.day === checklist.day && item.behaviourId === behaviour.id;
  const listed = new Set(behaviour.logs.map((log) => log.id));
  const items = outbox.items.filter(ofDay);
  return {
    queued: [
      ...outbox.sent
        .filter(({ item, log }) => ofDay(item) && !listed.has(log.id))
        .map(({ item }) => ({ key: item.key, sending: true })),
      ...items
        .filter((item) => item.state === 'waiting')
        .map((item) => ({ key: item.key, sending: outbox.sending.has(item.key) })),
    ],
    refused: items.filter((item) => item.state === 'refused'),
  };
}

/**
 * A player's day: the game's behaviours grouped by activity, ticked to log. A tick goes through the
 * outbox (api/log-outbox.ts): sent at once when there is a network, else kept on the device as
 * "waiting to send" until there is, and the player may go on ticking. A log counts at once or
 * waits for approval; either way the answer is said to screen readers, and focus stays on the
 * ticked item. A refusal (the day is full, the game ended) shows under the behaviour, translated,
 * until dismissed.
 */
export function Checklist({ checklist, onChanged }: Props) {
  const { t } = useTranslation('logs');
  const { t: tc } = useTranslation();
  const outbox = useLogOutbox();
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

  const log = async (behaviour: TChecklistBehaviour) => {
    setErrors(({ [behaviour.id]: _, ...rest }) => rest);
    // Busy from the click itself, so the box is ticked at once (and a second tap ignored) while the
    // tick is stored in the outbox; from then on the outbox or the day's logs hold it ticked.
    setBusy((all) => ({ ...all, [behaviour.id]: { logId: null } }));
    const tick = { gameId: checklist.gameId, behaviourId: behaviour.id, behaviourName: behaviour.name };
    const outcome = await queueLog({ ...tick, day: checklist.day }).finally(() =>
      setBusy(({ [behaviour.id]: _, ...rest }) => rest),
    );
    // A refusal is shown (and read out) under the behaviour by itself.
    if ('waiting' in outcome) announce(t('checklist.queued', { behaviour: behaviour.name }));
    if ('sent' in outcome) {
      const made = outcome.sent;
      announce(
        made.status === 'pending'
          ? t('checklist.loggedPending', { behaviour: behaviour.name })
          : t('checklist.logged', { behaviour: behaviour.name, count: made.points }),
      );
    }
    focusWhenReady(() => document.getElementById(tickId(behaviour.id)));
  };

  const drop = async (behaviour: TChecklistBehaviour, key: string, said?: string) => {
    if ((await dropLog(key)) && said) announce(said);
    // Back to the tick, or to the behaviour itself when its tick cannot be used (an organiser's log holds the day).
    focusWhenReady(() => {
      const tick = document.getElementById(tickId(behaviour.id));
      return tick && !tick.hasAttribute('disabled') ? tick : document.getElementById(itemId(behaviour.id));
    });
  };

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
            {activity.behaviours.map((behaviour) => {
              const { queued, refused } = queuedFor(outbox, checklist, behaviour);
              return (
                <ChecklistBehaviour
                  key={behaviour.id}
                  behaviour={behaviour}
                  canLog={checklist.canLog}
                  isToday={isToday}
                  busy={behaviour.id in busy || queued.some((tick) => tick.sending)}
                  undoingId={busy[behaviour.id]?.logId ?? null}
                  error={errors[behaviour.id] ?? null}
                  queued={queued}
                  refused={refused.map((item) => ({
                    key: item.key,
                    reason: item.refusal ? messageText(tc, item.refusal) : tc('errors.UNKNOWN'),
                  }))}
                  onLog={() => void log(behaviour)}
                  onUndo={(logId) => undo(behaviour, logId)}
                  onCancel={(key) =>
                    void drop(behaviour, key, t('checklist.cancelled', { behaviour: behaviour.name }))
                  }
                  onDismiss={(key) => void drop(behaviour, key)}
                />
              );
            })}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
