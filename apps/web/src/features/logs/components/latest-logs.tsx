import { ActionIcon, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { TGameLog } from '@rally/contracts/logs';
import { IconTrash } from '@tabler/icons-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { CardList } from '../../../components/section-card.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useGameLogs, useRemoveLog } from '../api/game-logs-api.ts';
import { LogStatusBadge } from './log-status-badge.tsx';

type Props = {
  gameId: string;
  /** Organisers remove logs (until the game is finished); everyone else only reads. */
  canRemove: boolean;
  /** Next to the title: the organiser's "log for a player". */
  action?: ReactNode;
};

/** The game's newest logs, who logged them on whose behalf, and (for organisers) their removal. */
export function LatestLogs({ gameId, canRemove, action }: Props) {
  const { t } = useTranslation('logs');
  const { t: tc } = useTranslation();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const logs = useGameLogs(gameId);
  const remove = useRemoveLog(gameId);
  const [removing, setRemoving] = useState<TGameLog | null>(null);
  const words = (log: TGameLog) => ({
    name: log.name ?? '—',
    behaviour: log.behaviourName,
    day: formatDate(log.day),
    points: log.points,
  });

  const confirm = () =>
    removing &&
    remove.mutate(removing.id, {
      onSuccess: () => {
        setRemoving(null);
        notifySuccess(t('latest.removed'));
        // The row and its button are gone: the list is where the organiser goes on.
        titleRef.current?.focus();
      },
    });

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" gap="xs" mb="sm">
        <Title order={2} size="h4" id={titleId} ref={titleRef} tabIndex={-1}>
          {t('latest.title')}
        </Title>
        {action}
      </Group>
      {logs.isPending ? (
        <Loader size="sm" aria-label={tc('shell.loading')} />
      ) : logs.isError ? (
        <ErrorAlert error={logs.error} />
      ) : logs.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('latest.empty')}
        </Text>
      ) : (
        <CardList gap="sm">
          {logs.data.map((log) => (
            <Group key={log.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={2} miw={0}>
                <Text size="sm" fw={600}>
                  {t('latest.entry', words(log))}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('latest.meta', { ...words(log), team: log.teamName ?? '—' })}
                  {log.loggedBy && ` · ${t('latest.loggedBy', { name: log.loggedBy })}`}
                </Text>
              </Stack>
              <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                <LogStatusBadge status={log.status} />
                {canRemove && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('latest.removeLabel', words(log))}
                    onClick={() => {
                      remove.reset();
                      setRemoving(log);
                    }}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            </Group>
          ))}
        </CardList>
      )}
      <ConfirmDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('latest.removeTitle')}
        confirmLabel={t('latest.remove')}
        onConfirm={confirm}
        danger
        loading={remove.isPending}
      >
        <ErrorAlert error={remove.error} />
        <Text>{removing && t('latest.removeText', words(removing))}</Text>
      </ConfirmDialog>
    </Card>
  );
}
