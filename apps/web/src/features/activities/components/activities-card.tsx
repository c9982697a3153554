import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardList, SectionCard } from '../../../components/section-card.tsx';
import { useGameActivities } from '../api/activities-api.ts';

/** The game's activities, each with its behaviours and what they are worth. */
export function ActivitiesCard({ gameId, action }: { gameId: string; action?: ReactNode }) {
  const { t } = useTranslation('activities');
  return (
    <SectionCard
      title={t('card.title')}
      query={useGameActivities(gameId)}
      emptyText={t('card.empty')}
      action={action}
    >
      {(activities) => (
        <CardList gap="md">
          {activities.map((activity) => (
            <Stack key={activity.id} component="li" gap={4}>
              <Text fw={600}>{activity.name}</Text>
              {activity.subtasks.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('card.noBehaviours')}
                </Text>
              ) : (
                <CardList gap={4}>
                  {activity.subtasks.map((behaviour) => (
                    <Group key={behaviour.id} component="li" gap="xs" justify="space-between" wrap="nowrap">
                      <Text size="sm">{behaviour.name}</Text>
                      <Group gap={6} wrap="nowrap">
                        {behaviour.maxPerDay > 1 && (
                          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                            {t('card.perDay', { count: behaviour.maxPerDay })}
                          </Text>
                        )}
                        <Badge variant="light" color="indigo" miw="max-content">
                          {t('card.points', { count: behaviour.points })}
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
    </SectionCard>
  );
}
