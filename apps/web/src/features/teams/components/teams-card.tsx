import { ColorSwatch, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardList, SectionCard } from '../../../components/section-card.tsx';
import { useGameTeams } from '../api/teams-api.ts';

/** The game's teams with how many players each has. */
export function TeamsCard({ gameId, action }: { gameId: string; action?: ReactNode }) {
  const { t } = useTranslation('teams');
  return (
    <SectionCard
      title={t('card.title')}
      query={useGameTeams(gameId)}
      emptyText={t('card.empty')}
      action={action}
    >
      {(teams) => (
        <CardList>
          {teams.map((team) => (
            <Group key={team.id} component="li" gap="sm" wrap="nowrap" justify="space-between">
              <Group gap="xs" wrap="nowrap">
                <ColorSwatch color={team.color} size={14} aria-hidden />
                <Text fw={500}>{team.name}</Text>
              </Group>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {t('card.players', { count: team.members.length })}
              </Text>
            </Group>
          ))}
        </CardList>
      )}
    </SectionCard>
  );
}
