import { Button, Card, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useId, useRef, useState } from 'react';
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
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [scope, setScope] = useState<TFeedScope>('game');
  const feed = useFeed(gameId, scope);
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];

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
          <SegmentedControl
            size="xs"
            value={scope}
            onChange={(value) => setScope(value as TFeedScope)}
            aria-label={t('scope.label')}
            data={[
              { value: 'game', label: t('scope.game') },
              { value: 'team', label: t('scope.team') },
            ]}
          />
        )}
      </Group>
      {feed.isPending ? (
        <Loader size="sm" aria-label={tc('shell.loading')} />
      ) : feed.isError ? (
        <ErrorAlert error={feed.error} />
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
