import { Anchor, Badge, Group, List, Text } from '@mantine/core';
import type { TTemplateSubTask } from '@rally/contracts/templates';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

type Props = {
  behaviours: TTemplateSubTask[];
  /** Small print under a habit's heading, instead of a card's own list. */
  compact?: boolean;
};

/** A template habit's behaviours, each a link to its own page with its points. */
export function BehaviourLinks({ behaviours, compact = false }: Props) {
  const { t } = useTranslation('templates');
  const small = compact ? ({ size: 'sm', mt: 'sm' } as const) : {};
  if (behaviours.length === 0)
    return (
      <Text c="dimmed" {...small}>
        {t('habits.noBehaviours')}
      </Text>
    );
  return (
    <List spacing={compact ? 4 : 6} {...small}>
      {behaviours.map((behaviour) => (
        <List.Item key={behaviour.id}>
          <Group gap={6}>
            <Anchor
              component={Link}
              to={paths.games.templateBehaviour.href(behaviour.id)}
              size={compact ? 'sm' : undefined}
            >
              {behaviour.name}
            </Anchor>
            <Badge variant="light" size="sm">
              {t('behaviour.pointsValue', { count: behaviour.points })}
            </Badge>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
