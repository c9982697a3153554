import { Group, Stack, Text } from '@mantine/core';
import { IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardList, SectionCard } from '../../../components/section-card.tsx';
import { useGameKpis, useGameTargets } from '../api/kpis-api.ts';
import { formatTarget } from './format-target.ts';

/** The game's KPIs with their game-wide target, direction and weight. */
export function KpisCard({ gameId, action }: { gameId: string; action?: ReactNode }) {
  const { t } = useTranslation('kpis');
  const targets = useGameTargets(gameId);
  // Targets of a single round are details of the goals screen; the view shows the game's own.
  const targetOf = (kpiId: string) =>
    targets.data?.find((x) => x.kpiId === kpiId && x.setTimeId === null)?.target;

  return (
    <SectionCard
      title={t('card.title')}
      query={useGameKpis(gameId)}
      emptyText={t('card.empty')}
      action={action}
    >
      {(kpis) => (
        <CardList gap="sm">
          {kpis.map((kpi) => {
            const target = targetOf(kpi.id);
            const Direction = kpi.direction === 'higher' ? IconTrendingUp : IconTrendingDown;
            return (
              <Stack key={kpi.id} component="li" gap={2}>
                <Group gap="xs" wrap="nowrap">
                  <Direction size={16} aria-hidden />
                  <Text fw={600}>{kpi.name}</Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {target === undefined
                    ? t('card.noTarget')
                    : t('card.target', { target: formatTarget(target, kpi.unit) })}
                  {' · '}
                  {t(`card.direction.${kpi.direction}`)}
                  {' · '}
                  {t('card.weight', { count: kpi.weight })}
                </Text>
              </Stack>
            );
          })}
        </CardList>
      )}
    </SectionCard>
  );
}
