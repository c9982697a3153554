import { Group, Stack, Text } from '@mantine/core';
import type { TPlayerBadge } from '@rally/contracts/badges';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates.ts';
import { BadgeIcon } from './badge-icon.tsx';
import { useBadgeText } from './badge-text.ts';

type Props = {
  badges: TPlayerBadge[];
  /** With the day each was earned: on a progress page, where the list is a record. */
  withDate?: boolean;
} & ({ 'aria-label': string } | { 'aria-labelledby': string });

/**
 * A player's earned badges, one tile each: icon, name, and why (a hand award's reason, else what the
 * badge is for). The one drawing of an earned badge, on the player home and on progress pages.
 */
export function EarnedBadgeList({ badges, withDate = false, ...label }: Props) {
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} {...label}>
      {badges.map((b) => (
        <EarnedBadge key={b.badge.id} badge={b} withDate={withDate} />
      ))}
    </Stack>
  );
}

function EarnedBadge({ badge, withDate }: { badge: TPlayerBadge; withDate: boolean }) {
  const { t } = useTranslation('badges');
  const { name, description } = useBadgeText()(badge.badge);
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start">
      <BadgeIcon icon={badge.badge.icon} />
      <div>
        <Text size="sm" fw={600}>
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          {badge.reason ? t('home.reason', { reason: badge.reason }) : description}
        </Text>
        {withDate && (
          <Text size="xs" c="dimmed">
            {t('profile.earnedOn', { date: formatDate(badge.earnedAt ?? '') })}
          </Text>
        )}
      </div>
    </Group>
  );
}
