import { Badge, Group } from '@mantine/core';
import type { TBehaviour } from '@rally/contracts/activities';
import { useTranslation } from 'react-i18next';

/** What a behaviour is worth, how often a day it counts, and whether it waits for approval. */
export function BehaviourBadges({ behaviour, mt }: { behaviour: TBehaviour; mt?: number }) {
  const { t } = useTranslation('activities');
  return (
    <Group gap={6} mt={mt}>
      <Badge variant="light">{t('behaviour.pointsBadge', { count: behaviour.points })}</Badge>
      <Badge variant="light" color="gray">
        {t('behaviour.perDayBadge', { count: behaviour.maxPerDay })}
      </Badge>
      {behaviour.requiresApproval && (
        <Badge variant="dot" color="orange">
          {t('behaviour.approvalBadge')}
        </Badge>
      )}
    </Group>
  );
}
