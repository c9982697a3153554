import { ActionIcon, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { TFeedItem } from '@rally/contracts/feed';
import {
  IconEye,
  IconEyeOff,
  IconHeart,
  IconHeartFilled,
  IconMessageCircle,
  IconTrophy,
} from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '../../../lib/announce.ts';
import { formatRelative } from '../../../lib/dates.ts';
import { useHideItem, useKudos } from '../api/feed-api.ts';
import { FeedComments } from './feed-comments.tsx';

type Props = {
  gameId: string;
  item: TFeedItem;
  /** Players of the game and organisers react; clients only read. */
  canReact: boolean;
  /** Organisers hide items from players. */
  canModerate: boolean;
};

/** What the item says happened, in one sentence. */
function useSummary(item: TFeedItem) {
  const { t } = useTranslation('feed');
  if (item.log) {
    const words = { behaviour: item.log.behaviourName, name: item.log.name ?? t('someone') };
    return item.log.mine ? t('item.logMine', words) : t('item.log', words);
  }
  const round = item.round;
  if (!round) return '';
  return round.winners.length > 0
    ? t('item.round', { round: round.name, winners: round.winners.join(', '), count: round.winners.length })
    : t('item.roundNobody', { round: round.name });
}

/** One item of the feed: what happened, when, its kudos and comments. */
export function FeedItem({ gameId, item, canReact, canModerate }: Props) {
  const { t } = useTranslation('feed');
  const summary = useSummary(item);
  const kudos = useKudos(gameId);
  const hide = useHideItem(gameId);
  const [open, setOpen] = useState(false);
  const commentsId = useId();
  const own = item.log?.mine ?? false;

  // No `loading` on these buttons: a loading button is disabled and drops the focus the reader
  // needs to stay on it. A second press while one is on its way is ignored instead.
  const toggleKudos = () =>
    !kudos.isPending &&
    kudos.mutate(
      { item, give: !item.kudos.mine },
      { onSuccess: (now) => announce(now.mine ? t('kudos.given') : t('kudos.takenBack')) },
    );

  return (
    <Stack
      component="li"
      gap={6}
      py="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start" miw={0}>
          {item.round && <IconTrophy size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />}
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {summary}
            </Text>
            <Text size="xs" c="dimmed">
              {[
                item.log?.teamName,
                item.log ? t('item.points', { count: item.log.points }) : null,
                formatRelative(item.at),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
        </Group>
        {item.hidden && (
          <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
            {t('hidden')}
          </Badge>
        )}
      </Group>
      <Group gap="xs">
        {canReact && !own ? (
          <Button
            size="compact-sm"
            variant={item.kudos.mine ? 'light' : 'subtle'}
            aria-pressed={item.kudos.mine}
            aria-label={t('kudos.label', { what: summary, count: item.kudos.count })}
            leftSection={
              item.kudos.mine ? (
                <IconHeartFilled size={14} aria-hidden />
              ) : (
                <IconHeart size={14} aria-hidden />
              )
            }
            onClick={toggleKudos}
          >
            {t('kudos.count', { count: item.kudos.count })}
          </Button>
        ) : (
          <Text size="xs" c="dimmed" px={4}>
            {t('kudos.received', { count: item.kudos.count })}
          </Text>
        )}
        <Button
          size="compact-sm"
          variant="subtle"
          aria-expanded={open}
          aria-controls={commentsId}
          leftSection={<IconMessageCircle size={14} aria-hidden />}
          onClick={() => setOpen((o) => !o)}
        >
          {t('comments.count', { count: item.comments.count })}
        </Button>
        {canModerate && (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={item.hidden ? t('show') : t('hide')}
            onClick={() =>
              !hide.isPending &&
              hide.mutate(
                { item, hide: !item.hidden },
                { onSuccess: () => announce(item.hidden ? t('shown') : t('hiddenNow')) },
              )
            }
          >
            {item.hidden ? <IconEye size={16} aria-hidden /> : <IconEyeOff size={16} aria-hidden />}
          </ActionIcon>
        )}
      </Group>
      {open && <FeedComments gameId={gameId} item={item} id={commentsId} canComment={canReact} />}
    </Stack>
  );
}
