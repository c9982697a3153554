import { Badge, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import type { TChecklist } from '@rally/contracts/logs';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { LogStatus } from './log-status.tsx';
import { QueuedTick, type TQueued } from './queued-tick.tsx';

export type TChecklistBehaviour = TChecklist['activities'][number]['behaviours'][number];

type Props = {
  behaviour: TChecklistBehaviour;
  /** The game runs and the day may be logged. */
  canLog: boolean;
  isToday: boolean;
  /** A log or undo of this behaviour is on its way. */
  busy: boolean;
  /** The log being undone, if any. */
  undoingId: string | null;
  error: string | null;
  /** Its ticks of the day not yet on the server's list: waiting in the outbox, or being sent. */
  queued: TQueued[];
  /** Its ticks of the day the server refused, each with the reason in words. */
  refused: { key: string; reason: string }[];
  onLog: () => void;
  onUndo: (logId: string) => void;
  /** Takes back a tick not sent yet. */
  onCancel: (key: string) => void;
  onDismiss: (key: string) => void;
};

/** The id of a behaviour's tick (box or button): focus returns there after an undo. */
export const tickId = (behaviourId: string) => `tick-${behaviourId}`;
/** The id of a behaviour's whole entry: focus goes there when its tick is disabled. */
export const itemId = (behaviourId: string) => `behaviour-${behaviourId}`;

/**
 * One behaviour of the day. Once a day: a box to tick (and untick to undo the same day). Several
 * times a day: a button that logs once more, with each log of the day listed with its own undo.
 */
export function ChecklistBehaviour({
  behaviour,
  canLog,
  isToday,
  busy,
  undoingId,
  error,
  queued,
  refused,
  onLog,
  onUndo,
  onCancel,
  onDismiss,
}: Props) {
  const { t } = useTranslation('logs');
  const { name, points, maxPerDay, requiresApproval, logs } = behaviour;
  const holding = logs.find((log) => log.status !== 'rejected');
  const once = maxPerDay === 1;
  const errorId = `${tickId(behaviour.id)}-error`;
  const queuedId = `${tickId(behaviour.id)}-queued`;
  const aboutId = `${tickId(behaviour.id)}-about`;
  // Ticks waiting to be sent take their place in the day already; the server decides once they arrive.
  const remaining = Math.max(0, behaviour.remaining - queued.length);
  const waiting = queued[0];
  const about = behaviour.description.trim();
  const describedBy = [
    about ? aboutId : null,
    waiting ? queuedId : null,
    error || refused.length ? errorId : null,
  ].filter(Boolean);
  const details = [
    t('checklist.points', { count: points }),
    once
      ? null
      : remaining > 0
        ? t(isToday ? 'checklist.remainingToday' : 'checklist.remainingThatDay', { count: remaining })
        : t('checklist.full'),
  ]
    .filter(Boolean)
    .join(' · ');

  const tick = once ? (
    <Checkbox
      id={tickId(behaviour.id)}
      size="md"
      label={name}
      description={details}
      // Ticked while a log holds the day, or while one waits or is on its way; unticking a waiting one takes it back.
      checked={Boolean(holding) || Boolean(waiting) || (busy && !undoingId)}
      disabled={holding ? !holding.canUndo : waiting ? false : !canLog || remaining === 0}
      aria-busy={busy || undefined}
      aria-describedby={describedBy.join(' ') || undefined}
      onChange={() => {
        if (busy || waiting?.sending) return;
        if (holding) onUndo(holding.id);
        else if (waiting) onCancel(waiting.key);
        else onLog();
      }}
      styles={{ label: { fontWeight: 600 } }}
    />
  ) : (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
      <div style={{ minWidth: 0 }}>
        <Text fw={600}>{name}</Text>
        <Text size="sm" c="dimmed">
          {details}
        </Text>
      </div>
      <LoadingButton
        id={tickId(behaviour.id)}
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={!canLog || remaining === 0}
        loading={busy && !undoingId}
        aria-label={t('checklist.logMore', { behaviour: name, done: maxPerDay - remaining, max: maxPerDay })}
        aria-describedby={describedBy.join(' ') || undefined}
        onClick={onLog}
        style={{ flexShrink: 0 }}
      >
        {t('checklist.count', { done: maxPerDay - remaining, max: maxPerDay })}
      </LoadingButton>
    </Group>
  );

  return (
    <Paper withBorder radius="md" p="sm" component="li" id={itemId(behaviour.id)} tabIndex={-1}>
      <Stack gap={6}>
        {tick}
        {about && (
          // The organiser's words, as text: never markup or a link (React escapes it); their line breaks kept.
          <Text
            id={aboutId}
            size="sm"
            pl={once ? 32 : 0}
            style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {about}
          </Text>
        )}
        {(requiresApproval || logs.length > 0 || error || queued.length > 0 || refused.length > 0) && (
          <Stack gap={4} pl={once ? 32 : 0}>
            {requiresApproval && (
              <Badge
                variant="light"
                color="indigo"
                radius="sm"
                maw="100%"
                h="auto"
                py={2}
                styles={{ label: { whiteSpace: 'normal' } }}
              >
                {t('checklist.needsApproval')}
              </Badge>
            )}
            {logs.length > 0 && (
              <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
                {logs.map((log) => (
                  <LogStatus
                    key={log.id}
                    log={log}
                    behaviour={name}
                    onUndo={once ? undefined : () => onUndo(log.id)}
                    undoing={undoingId === log.id}
                  />
                ))}
              </Stack>
            )}
            {queued.length > 0 && (
              <Stack id={queuedId} component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
                {queued.map((tick, index) => (
                  <QueuedTick
                    key={tick.key}
                    tick={tick}
                    label={t('checklist.cancelLabel', { behaviour: name, slot: index + 1 })}
                    // A once-a-day tick is taken back by unticking its box.
                    onCancel={once ? undefined : () => onCancel(tick.key)}
                  />
                ))}
              </Stack>
            )}
            {(error || refused.length > 0) && (
              <Stack id={errorId} role="alert" gap={4}>
                {error && (
                  <Text size="sm" c="var(--mantine-color-error)">
                    {error}
                  </Text>
                )}
                {refused.map((refusal) => (
                  <Group key={refusal.key} gap="xs" wrap="wrap">
                    <Text size="sm" c="var(--mantine-color-error)">
                      {t('checklist.notSent', { reason: refusal.reason })}
                    </Text>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      onClick={() => onDismiss(refusal.key)}
                      aria-label={t('checklist.dismissLabel', { behaviour: name })}
                    >
                      {t('checklist.dismiss')}
                    </Button>
                  </Group>
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
