import { Card, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { playerBadgesQueryOptions } from '../api/badges-api.ts';
import { EarnedBadgeList } from './earned-badge-list.tsx';

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
          {earned.length > 0 && <EarnedBadgeList badges={earned} withDate aria-labelledby={titleId} />}
        </Stack>
      )}
    </Card>
  );
}
