import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type TLiveStatusStore, useLiveStatus } from '../api/public-leaderboard-live.ts';
import classes from './live-status.module.css';

/**
 * Whether the board is following the game live. A lost connection shows quietly (the board keeps
 * its last figures and catches up by itself once the stream is back), never as an error.
 */
export function LiveStatus({ live }: { live: TLiveStatusStore }) {
  const { t } = useTranslation('public');
  const status = useLiveStatus(live);
  return (
    <Group gap={6} wrap="nowrap" className={classes.status} data-status={status}>
      <span className={classes.dot} aria-hidden />
      <Text span size="sm">
        {t(`live.${status}`)}
      </Text>
    </Group>
  );
}
