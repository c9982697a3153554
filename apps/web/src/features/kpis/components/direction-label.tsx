import { Group, Text } from '@mantine/core';
import type { TKpi } from '@rally/contracts/kpis';
import { IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Which way a KPI is better, with an arrow that says it at a glance (text in the body colour). */
export function DirectionLabel({ direction }: { direction: TKpi['direction'] }) {
  const { t } = useTranslation('kpis');
  const Icon = direction === 'higher' ? IconTrendingUp : IconTrendingDown;
  return (
    <Group gap={6} wrap="nowrap">
      <Icon
        size={16}
        aria-hidden
        color={`var(--mantine-color-${direction === 'higher' ? 'teal' : 'grape'}-6)`}
      />
      <Text size="sm">{t(`direction.${direction}`)}</Text>
    </Group>
  );
}
