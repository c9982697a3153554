import { Button, Card, Chip, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { type TFeedScope, useFeed } from '../api/feed-api.ts';
import { FeedItem } from './feed-item.tsx';

type Props = {
  gameId: string;
  /** The caller plays in a team of the game: they may narrow the feed to it. */
  inTeam: boolean;
  canReact: boolean;
  canModerate: boolean;
};

/**
 * The game's feed (docs/decisions/0030-feed.md): what colleagues did and how rounds ended, newest
 * first, with kudos and comments. It lives under the game's logs in the query cache, so the live
 * "scores changed" signal that refreshes the boards refreshes it too.
 */
export function GameFeed({ gameId, inTeam, canReact, canModerate }: Props) {
  const { t } = useTranslation('feed');
  const { t: tc } = useTranslation();
  const titleId = useId();
  const scopeName = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [scope, setScope] = useState<TFeedScope>('game');
  const feed = useFeed(gameId, scope);
  // Drawn from a deferred copy: a query's answer renders at once, in one task (TanStack Query
  // updates through useSyncExternalStore, which React renders without a pause), and ten items took
  // 300 ms of a phone's main thread as the home settled. Deferred, React renders them in slices,
  // the phone free to answer a tap between them (Lighthouse's blocking time).
  const data = useDeferredValue(feed.data);
  const items = data?.pages.flatMap((page) => page.items) ?? [];

  const older = () =>
    feed.fetchNextPage().then((result) => {
      // The button goes with the last page: the feed's title is where the reader goes on.
      if (!result.hasNextPage) titleRef.current?.focus();
    });

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" gap="xs" mb="sm">
        <Title order={2} size="h4" id={titleId} ref={titleRef} tabIndex={-1}>
          {t('title')}
        </Title>
        {inTeam && (
          // Chips, not a segmented control: its sliding indicator measures the page as it is first
          // drawn, a forced layout of the whole home (half of its longest task at 4x CPU).
          <Group gap={6} role="radiogroup" aria-label={t('scope.label')}>
            <Chip.Group value={scope} onChange={(value) => setScope(value as TFeedScope)}>
              {(['game', 'team'] as const).map((value) => (
                <Chip key={value} value={value} size="xs" name={scopeName}>
                  {t(`scope.${value}`)}
                </Chip>
              ))}
            </Chip.Group>
          </Group>
        )}
      </Group>
      {feed.isError ? (
        <ErrorAlert error={feed.error} />
      ) : !data ? (
        <Loader size="sm" aria-label={tc('shell.loading')} />
      ) : items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('empty')}
        </Text>
      ) : (
        <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <FeedItem
              key={`${item.kind}:${item.id}`}
              gameId={gameId}
              item={item}
              canReact={canReact}
              canModerate={canModerate}
            />
          ))}
        </Stack>
      )}
      {feed.hasNextPage && (
        <Button variant="subtle" mt="sm" loading={feed.isFetchingNextPage} onClick={() => void older()}>
          {t('older')}
        </Button>
      )}
    </Card>
  );
}
