import { Alert, Button, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import type { TPlayerBadge } from '@rally/contracts/badges';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { RegionCard } from '../../../components/region-card.tsx';
import { announce } from '../../../lib/announce.ts';
import { playerBadgesQueryOptions } from '../api/badges-api.ts';
import { BadgeIcon } from './badge-icon.tsx';
import { useBadgeText } from './badge-text.ts';
import { EarnedBadgeList } from './earned-badge-list.tsx';
import classes from './my-badges.module.css';

/** How many badges not yet earned the card shows, closest first. */
const NEXT = 3;
const seenKey = (gameId: string, userId: string) => `rally.badgesSeen.${gameId}.${userId}`;

function readSeen(key: string) {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

/**
 * A player's badges in a game: the ones earned, a celebration for one earned since they last
 * looked (motion only without prefers-reduced-motion; announced to screen readers), and the next
 * ones with how far they are.
 */
export function MyBadges({ gameId, userId }: { gameId: string; userId: string }) {
  const { t } = useTranslation('badges');
  const { t: tc } = useTranslation();
  const text = useBadgeText();
  const query = useQuery(playerBadgesQueryOptions(gameId, userId));
  const key = seenKey(gameId, userId);
  const [seen, setSeen] = useState(() => readSeen(key));
  const earned = (query.data?.data ?? []).filter((b) => b.earnedAt !== null);
  const newest = earned[0];
  const fresh = newest?.earnedAt && newest.earnedAt > seen ? newest : undefined;
  const freshName = fresh ? text(fresh.badge).name : '';

  useEffect(() => {
    if (freshName) announce(t('home.celebrate', { name: freshName }));
  }, [freshName, t]);

  const dismiss = () => {
    const at = newest?.earnedAt ?? '';
    try {
      localStorage.setItem(key, at);
    } catch {
      // Private mode: the celebration shows again next time, nothing worse.
    }
    setSeen(at);
  };

  // A game without badges shows no card at all.
  if (query.data?.data.length === 0) return null;
  return (
    <RegionCard title={t('home.title')}>
      {query.isPending ? (
        <Loader size="sm" aria-label={tc('shell.loading')} />
      ) : query.isError ? (
        <ErrorAlert error={query.error} />
      ) : (
        <Badges badges={query.data.data} fresh={fresh} freshName={freshName} onDismiss={dismiss} />
      )}
    </RegionCard>
  );
}

type BadgesProps = {
  badges: TPlayerBadge[];
  fresh: TPlayerBadge | undefined;
  freshName: string;
  onDismiss: () => void;
};

/** The card's body: the celebration, the badges earned, and the next ones. */
function Badges({ badges, fresh, freshName, onDismiss }: BadgesProps) {
  const { t } = useTranslation('badges');
  const earned = badges.filter((b) => b.earnedAt !== null);
  const next = badges.filter((b) => b.earnedAt === null && b.goal > 0).slice(0, NEXT);
  return (
    <Stack gap="sm">
      {fresh && (
        <Alert
          className={classes.celebrate}
          color="yellow"
          icon={<BadgeIcon icon={fresh.badge.icon} />}
          title={t('home.celebrate', { name: freshName })}
        >
          <Button size="xs" variant="light" onClick={onDismiss}>
            {t('home.celebrateClose')}
          </Button>
        </Alert>
      )}
      {earned.length > 0 ? (
        <EarnedBadgeList badges={earned} aria-label={t('home.earned')} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('home.noneEarned')}
        </Text>
      )}
      {next.length > 0 && (
        <>
          <Text size="sm" fw={600} component="h3" m={0}>
            {t('home.next')}
          </Text>
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {next.map((b) => (
              <Next key={b.badge.id} badge={b} />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

function Next({ badge }: { badge: TPlayerBadge }) {
  const { t } = useTranslation('badges');
  const { name, description } = useBadgeText()(badge.badge);
  const progress = t('home.progress', { progress: badge.progress, goal: badge.goal });
  return (
    <li>
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Text size="sm">{name}</Text>
        <Text size="xs" c="dimmed">
          {progress}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {description}
      </Text>
      <Progress
        value={(100 * badge.progress) / badge.goal}
        size="sm"
        mt={4}
        aria-label={`${name}: ${progress}`}
      />
    </li>
  );
}
