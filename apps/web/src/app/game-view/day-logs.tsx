import { ActionIcon, Group, Stack, Text, Title } from '@mantine/core';
import type { TChecklist } from '@rally/contracts/logs';
import { IconTrash } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { CardList } from '../../components/section-card.tsx';
import { useRemoveLog } from '../../features/logs/api/game-logs-api.ts';
import { LogStatusBadge } from '../../features/logs/components/log-status-badge.tsx';
import { formatDate } from '../../lib/dates.ts';
import { notifySuccess } from '../../lib/notify.ts';

type Props = { gameId: string; checklist: TChecklist; playerName: string };

/** A player's logs of one day, in the organiser's dialog: each can be removed (the removal is kept). */
export function DayLogs({ gameId, checklist, playerName }: Props) {
  const { t } = useTranslation('logs');
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const remove = useRemoveLog(gameId);
  const logs = checklist.activities.flatMap((activity) => activity.behaviours.flatMap((b) => b.logs));

  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h6" id={titleId} ref={titleRef} tabIndex={-1}>
        {t('onBehalf.dayLogs')}
      </Title>
      <ErrorAlert error={remove.error} />
      {logs.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('onBehalf.noDayLogs')}
        </Text>
      ) : (
        <CardList gap={4}>
          {logs.map((log) => {
            const words = {
              name: playerName,
              behaviour: log.behaviourName,
              day: formatDate(log.day),
              points: log.points,
            };
            return (
              <Group key={log.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm">
                  {t('onBehalf.dayLog', words)}
                  {log.onBehalf && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      · {t('onBehalf.byOrganiser')}
                    </Text>
                  )}
                </Text>
                <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                  <LogStatusBadge status={log.status} />
                  {log.canUndo && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('latest.removeLabel', words)}
                      loading={remove.isPending && remove.variables === log.id}
                      onClick={() =>
                        remove.mutate(log.id, {
                          onSuccess: () => {
                            notifySuccess(t('latest.removed'));
                            // Its button is gone with it: the day's list is where the organiser goes on.
                            titleRef.current?.focus();
                          },
                        })
                      }
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
              </Group>
            );
          })}
        </CardList>
      )}
    </Stack>
  );
}
