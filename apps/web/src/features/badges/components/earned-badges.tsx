import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { TPlayerBadge } from '@rally/contracts/badges';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { playerBadgesQueryOptions } from '../api/badges-api.ts';
import { BadgeIcon } from './badge-icon.tsx';
import { useBadgeText } from './badge-text.ts';

type Props = {
  gameId: string;
  userId: string;
  /** The heading's level: 2 on "My progress", 3 inside the progress section of a profile. */
  level: 2 | 3;
};

/**
 * A player's badges in a game on their progress (their own, and the organiser's view of their
 * profile): each earned one with when and, for a hand award, why. Nothing for a game without
 * badges. No celebration here: that is the player home's (my-badges.tsx).
 */
export function EarnedBadges({ gameId, userId, level }: Props) {
  const { t } = useTranslation('badges');
  const titleId = useId();
  const query = useQuery(playerBadgesQueryOptions(gameId, userId));
  const all = query.data?.data ?? [];
  if (query.isPending || (query.isSuccess && all.length === 0)) return null;
  const earned = all.filter((b) => b.earnedAt !== null);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Title order={level} size="h4" id={titleId} mb="sm">
        {t('home.title')}
      </Title>
      {query.isError ? (
        <ErrorAlert error={query.error} />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {earned.length === 0
              ? t('profile.none')
              : t('profile.count', { earned: earned.length, total: all.length })}
          </Text>
          {earned.length > 0 && (
            <Stack
              component="ul"
              gap="xs"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-labelledby={titleId}
            >
              {earned.map((b) => (
                <Earned key={b.badge.id} badge={b} />
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Card>
  );
}

function Earned({ badge }: { badge: TPlayerBadge }) {
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
        <Text size="xs" c="dimmed">
          {t('profile.earnedOn', { date: formatDate(badge.earnedAt ?? '') })}
        </Text>
      </div>
    </Group>
  );
}
