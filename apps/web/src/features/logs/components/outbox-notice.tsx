import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDayLong } from '../../../lib/dates.ts';
import { messageText } from '../../../lib/messages.ts';
import { dropLog } from '../api/log-outbox.ts';
import { useLogOutbox } from '../api/use-log-outbox.ts';

/**
 * Above a player's day: how many of their ticks in this game wait on this device to be sent (a
 * status region, so the count is read out as it changes), and the refused ones of other days than
 * the one shown (those of the day shown stand under their behaviour), each dismissable.
 */
export function OutboxNotice({ gameId, day }: { gameId: string; day: string | undefined }) {
  const { t } = useTranslation('logs');
  const { t: tc } = useTranslation();
  const { items } = useLogOutbox();
  const ofGame = items.filter((item) => item.gameId === gameId);
  const waiting = ofGame.filter((item) => item.state === 'waiting').length;
  const refused = ofGame.filter((item) => item.state === 'refused' && item.day !== day);
  return (
    <>
      <div role="status">
        {waiting > 0 && (
          <Alert variant="light" color="gray" icon={<IconCloudUpload size={18} aria-hidden />} p="xs">
            <Text size="sm">{t('outbox.waiting', { count: waiting })}</Text>
          </Alert>
        )}
      </div>
      {refused.length > 0 && (
        <Stack gap={4}>
          {refused.map((item) => (
            <Group key={item.key} gap="xs" wrap="wrap">
              <Text size="sm" c="var(--mantine-color-error)">
                {t('outbox.refusedOn', {
                  behaviour: item.behaviourName,
                  day: formatDayLong(item.day),
                  reason: item.refusal ? messageText(tc, item.refusal) : tc('errors.UNKNOWN'),
                })}
              </Text>
              <Button
                size="compact-sm"
                variant="subtle"
                onClick={() => void dropLog(item.key)}
                aria-label={t('checklist.dismissLabel', { behaviour: item.behaviourName })}
              >
                {t('checklist.dismiss')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </>
  );
}
