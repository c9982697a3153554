import { ColorSwatch, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameTeams } from '../api/teams-api.ts';
import { CardList, GameSectionCard } from './game-section-card.tsx';

/** The game's teams with how many players each has. */
export function GameTeamsCard({ gameId, action }: { gameId: string; action?: ReactNode }) {
  const { t } = useTranslation('games');
  return (
    <GameSectionCard
      title={t('glance.teams')}
      query={useGameTeams(gameId)}
      emptyText={t('glance.noTeams')}
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
                {t('glance.players', { count: team.members.length })}
              </Text>
            </Group>
          ))}
        </CardList>
      )}
    </GameSectionCard>
  );
}
