import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameActivities } from '../api/activities-api.ts';
import { CardList, GameSectionCard } from './game-section-card.tsx';

/** The game's habits, each with its behaviours and what they are worth. */
export function GameHabitsCard({ gameId, action }: { gameId: string; action?: ReactNode }) {
  const { t } = useTranslation('games');
  return (
    <GameSectionCard
      title={t('glance.habits')}
      query={useGameActivities(gameId)}
      emptyText={t('glance.noHabits')}
      action={action}
    >
      {(habits) => (
        <CardList gap="md">
          {habits.map((habit) => (
            <Stack key={habit.id} component="li" gap={4}>
              <Text fw={600}>{habit.name}</Text>
              {habit.subtasks.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('glance.noBehaviours')}
                </Text>
              ) : (
                <CardList gap={4}>
                  {habit.subtasks.map((behaviour) => (
                    <Group key={behaviour.id} component="li" gap="xs" justify="space-between" wrap="nowrap">
                      <Text size="sm">{behaviour.name}</Text>
                      <Group gap={6} wrap="nowrap">
                        {behaviour.maxPerDay > 1 && (
                          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                            {t('glance.perDay', { count: behaviour.maxPerDay })}
                          </Text>
                        )}
                        <Badge variant="light" color="indigo" miw="max-content">
                          {t('glance.points', { count: behaviour.points })}
                        </Badge>
                      </Group>
                    </Group>
                  ))}
                </CardList>
              )}
            </Stack>
          ))}
        </CardList>
      )}
    </GameSectionCard>
  );
}
