import { Badge, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import type { TChecklist } from '@rally/contracts/logs';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { LogStatus } from './log-status.tsx';

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
  onLog: () => void;
  onUndo: (logId: string) => void;
};

/** The id of a behaviour's tick (box or button): focus returns there after an undo. */
export const tickId = (behaviourId: string) => `tick-${behaviourId}`;

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
  onLog,
  onUndo,
}: Props) {
  const { t } = useTranslation('logs');
  const { name, points, maxPerDay, remaining, requiresApproval, logs } = behaviour;
  const holding = logs.find((log) => log.status !== 'rejected');
  const once = maxPerDay === 1;
  const errorId = `${tickId(behaviour.id)}-error`;
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
      // Ticked while a log holds the day, or while one is on its way.
      checked={Boolean(holding) || (busy && !undoingId)}
      disabled={holding ? !holding.canUndo : !canLog || remaining === 0}
      aria-busy={busy || undefined}
      aria-describedby={error ? errorId : undefined}
      onChange={() => {
        if (busy) return;
        if (holding) onUndo(holding.id);
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
        aria-describedby={error ? errorId : undefined}
        onClick={onLog}
        style={{ flexShrink: 0 }}
      >
        {t('checklist.count', { done: maxPerDay - remaining, max: maxPerDay })}
      </LoadingButton>
    </Group>
  );

  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Stack gap={6}>
        {tick}
        {(requiresApproval || logs.length > 0 || error) && (
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
            {error && (
              <Text id={errorId} role="alert" size="sm" c="var(--mantine-color-error)">
                {error}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
