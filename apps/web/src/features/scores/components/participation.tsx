import { Box, Progress, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CardList } from '../../../components/section-card.tsx';
import { useGameResults } from '../api/scores-api.ts';
import { BoardCard } from './board-card.tsx';

/** How many players have logged at least once, and who has not started yet. */
export function Participation({ gameId }: { gameId: string }) {
  const { t } = useTranslation('scores');
  const results = useGameResults(gameId);
  const listId = useId();
  return (
    <BoardCard
      title={t('participation.title')}
      query={results}
      isEmpty={(data) => data.participation.players === 0}
      emptyText={t('participation.noPlayers')}
    >
      {({ participation, notStarted }) => {
        const { players, started } = participation;
        const summary = t('participation.started', { count: players, started });
        const more = participation.notStarted - notStarted.length;
        return (
          <Stack gap="sm">
            <Text size="sm">{summary}</Text>
            <Progress value={(started / players) * 100} aria-label={summary} />
            {participation.notStarted === 0 ? (
              <Text size="sm" c="dimmed">
                {t('participation.everyone')}
              </Text>
            ) : (
              <>
                <Text size="sm" fw={600} id={listId}>
                  {t('participation.notStarted', { count: participation.notStarted })}
                </Text>
                {/* Up to a hundred names scroll in their own box, reachable by keyboard. */}
                <Box
                  mah={240}
                  style={{ overflowY: 'auto' }}
                  tabIndex={0}
                  role="region"
                  aria-labelledby={listId}
                  className="mantine-focus-auto"
                >
                  <CardList gap={4}>
                    {notStarted.map((player) => (
                      <Text key={player.userId} component="li" size="sm">
                        {player.fullName}{' '}
                        <Text span c="dimmed" size="sm">
                          · {player.teamName}
                        </Text>
                      </Text>
                    ))}
                    {more > 0 && (
                      <Text component="li" size="sm" c="dimmed">
                        {t('participation.more', { count: more })}
                      </Text>
                    )}
                  </CardList>
                </Box>
              </>
            )}
          </Stack>
        );
      }}
    </BoardCard>
  );
}
