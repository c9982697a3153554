import { Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { myPlaceQueryOptions } from '../api/scores-api.ts';
import { BoardCard } from './board-card.tsx';

// Inline (no stylesheet of the screen's own: one request less, ADR 0019); light-dark() follows the skin.
const ROW: CSSProperties = { padding: '6px 8px', borderRadius: 'var(--mantine-radius-sm)' };
const ME: CSSProperties = {
  background: 'light-dark(var(--mantine-color-blue-0), var(--mantine-color-dark-5))',
  outline: '1px solid light-dark(var(--mantine-color-blue-3), var(--mantine-color-blue-8))',
};

/**
 * A player's own place with the two places just above and below it (`OWN_PLACE_AROUND`), after the
 * first few when they are not among them; colleagues named as the game's rules say.
 */
export function MyPlace({ gameId }: { gameId: string }) {
  const { t } = useTranslation('scores');
  const board = useQuery(myPlaceQueryOptions(gameId));
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
              <Stack
                component="ol"
                gap={4}
                m={0}
                p={0}
                style={{ listStyle: 'none' }}
                aria-label={t('myPlace.listLabel')}
              >
                {rows.map((entry, index) => (
                  <li
                    key={`${entry.rank}-${entry.name}-${entry.teamId}`}
                    style={entry.isMe ? { ...ROW, ...ME } : ROW}
                    aria-current={entry.isMe ? 'true' : undefined}
                  >
                    {/* Places left out between the leaders and the player's neighbours. */}
                    {index > 0 && entry.rank > (rows[index - 1]?.rank ?? 0) + 1 && (
                      <Text c="dimmed" aria-hidden pl={28} lh={1}>
                        ⋮
                      </Text>
                    )}
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
              </Stack>
            )}
          </Stack>
        );
      }}
    </BoardCard>
  );
}
