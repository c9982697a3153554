import { Card, SimpleGrid, Text } from '@mantine/core';
import type { TGame } from '@rally/contracts/games';
import { useTranslation } from 'react-i18next';

const COUNTS = ['teams', 'players', 'activities', 'behaviours', 'kpis', 'charities'] as const;

/** How much the game holds: teams, players, activities, behaviours, KPIs, charities. */
export function GameCounts({ counts }: { counts: TGame['counts'] }) {
  const { t } = useTranslation('games');
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, lg: 6 }} spacing="sm">
      {COUNTS.map((key) => (
        <Card key={key} withBorder padding="sm">
          <Text size="xl" fw={700} lh={1.2}>
            {counts[key]}
          </Text>
          <Text size="sm" c="dimmed">
            {t(`counts.${key}`, { count: counts[key] })}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
