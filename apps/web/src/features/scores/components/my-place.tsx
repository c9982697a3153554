import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLeaderboard } from '../api/scores-api.ts';
import { BoardCard } from './board-card.tsx';
import classes from './my-place.module.css';

/** The top of the board a player's home shows above their own place. */
const TOP = 3;

/**
 * A player's own place with the two places just above and below it (`OWN_PLACE_AROUND`), after the
 * first few when they are not among them; colleagues named as the game's rules say.
 */
export function MyPlace({ gameId }: { gameId: string }) {
  const { t } = useTranslation('scores');
  const board = useLeaderboard(gameId, { limit: TOP });
  return (
    <BoardCard
      title={t('myPlace.title')}
      query={board}
      isEmpty={(data) => data.me === null}
      emptyText={t('myPlace.notPlaying')}
    >
      {(data) => {
        const around = data.me?.around ?? [];
        const first = around[0]?.rank ?? 1;
        // The leaders, unless the places around the player already start at the top.
        const top = data.individuals ? data.top.filter((entry) => entry.rank < first) : [];
        const rows = data.individuals ? [...top, ...around] : [];
        return (
          <Stack gap="xs">
            <Text size="sm">{t('myPlace.summary', { rank: data.me?.rank, players: data.players })}</Text>
            {rows.length > 0 && (
              <ol className={classes.list} aria-label={t('myPlace.listLabel')}>
                {rows.map((entry, index) => (
                  <li
                    key={`${entry.rank}-${entry.name}-${entry.teamId}`}
                    className={classes.row}
                    data-me={entry.isMe || undefined}
                    data-gap={index > 0 && entry.rank > (rows[index - 1]?.rank ?? 0) + 1 ? true : undefined}
                    aria-current={entry.isMe ? 'true' : undefined}
                  >
                    <Group gap="sm" wrap="nowrap" justify="space-between">
                      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                        <Text fw={700} w={32} ta="right">
                          {entry.rank}
                        </Text>
                        <div style={{ minWidth: 0 }}>
                          <Text size="sm" fw={600} truncate>
                            {entry.isMe ? t('myPlace.you') : (entry.name ?? t('myPlace.hidden'))}
                          </Text>
                          <Text size="xs" c="dimmed" truncate>
                            {entry.teamName}
                          </Text>
                        </div>
                      </Group>
                      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                        {t('myPlace.points', { count: entry.points })}
                      </Text>
                    </Group>
                  </li>
                ))}
              </ol>
            )}
          </Stack>
        );
      }}
    </BoardCard>
  );
}
