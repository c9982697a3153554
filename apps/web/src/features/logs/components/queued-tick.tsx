import { Badge, Button, Group, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A tick kept on this device, not yet on the server's list; `sending` while it is on its way. */
export type TQueued = { key: string; sending: boolean };

type Props = {
  tick: TQueued;
  /** The take-back button's accessible name. */
  label: string;
  /** Shown while it may still be taken back (not being sent, and not a once-a-day box). */
  onCancel?: (() => void) | undefined;
};

/** A tick kept on this device until it is sent: "waiting to send", or being sent right now. */
export function QueuedTick({ tick, label, onCancel }: Props) {
  const { t } = useTranslation('logs');
  return (
    <Group gap="xs" wrap="wrap" component="li">
      <Badge
        variant="outline"
        color="gray"
        radius="sm"
        leftSection={<IconCloudUpload size={12} aria-hidden />}
        styles={{ label: { textTransform: 'none' } }}
      >
        {tick.sending ? t('checklist.sending') : t('checklist.waitingToSend')}
      </Badge>
      {!tick.sending && (
        <Text span size="sm" c="dimmed">
          {t('checklist.sentWhenOnline')}
        </Text>
      )}
      {onCancel && !tick.sending && (
        <Button size="compact-sm" variant="subtle" onClick={onCancel} aria-label={label}>
          {t('checklist.cancel')}
        </Button>
      )}
    </Group>
  );
}
