import { Group, Stack, Text } from '@mantine/core';
import type { TLog } from '@rally/contracts/logs';
import { useTranslation } from 'react-i18next';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { useSession } from '../../../lib/session.ts';
import { LogNote } from './log-note.tsx';
import { LogStatusBadge } from './log-status-badge.tsx';

type Props = {
  log: TLog;
  /** The behaviour's name, for the undo button's accessible name. */
  behaviour: string;
  /** Shown when the log may be undone here (not for a once-a-day behaviour: its box undoes). */
  onUndo?: (() => void) | undefined;
  undoing?: boolean;
};

/**
 * One log of the day: counted, waiting for approval (with the player's note for the organiser), or
 * rejected with the organiser's reason.
 */
export function LogStatus({ log, behaviour, onUndo, undoing = false }: Props) {
  const { t } = useTranslation('logs');
  // The note is the player's own: an organiser logging on their behalf does not write it.
  const mine = useSession()?.user.id === log.userId;
  return (
    <Stack gap={4} component="li">
      <Group gap="xs" wrap="wrap">
        <LogStatusBadge status={log.status} />
        {log.status === 'pending' && (
          <Text span size="sm">
            {t('checklist.waiting')}
          </Text>
        )}
        {log.status === 'approved' && (
          <Text span size="sm">
            {t('checklist.pointsEarned', { count: log.points })}
          </Text>
        )}
        {log.status === 'rejected' && log.rejectionReason && (
          <Text span size="sm">
            {t('checklist.reason', { reason: log.rejectionReason })}
          </Text>
        )}
        {log.onBehalf && (
          <Text span size="sm" c="dimmed">
            {t('checklist.onBehalf')}
          </Text>
        )}
        {onUndo && log.canUndo && (
          <LoadingButton
            size="compact-sm"
            variant="subtle"
            onClick={onUndo}
            loading={undoing}
            aria-label={t('checklist.undoLabel', { behaviour, slot: log.slot })}
          >
            {t('checklist.undo')}
          </LoadingButton>
        )}
      </Group>
      {log.status === 'pending' && mine && <LogNote log={log} behaviour={behaviour} />}
    </Stack>
  );
}
