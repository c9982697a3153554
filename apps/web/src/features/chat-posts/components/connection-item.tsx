import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { TChatConnection } from '@rally/contracts/chat-posts';
import { useTranslation } from 'react-i18next';
import { ItemActions } from '../../../components/item-actions.tsx';

type Props = {
  connection: TChatConnection;
  onResume: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** One connection in the card's list: masked address, state, what it posts, and what can be done to it. */
export function ConnectionItem({ connection: c, onResume, onEdit, onDelete }: Props) {
  const { t } = useTranslation('chat-posts');
  const named = { kind: t(`chatNames.${c.kind}`), url: c.urlMasked };
  return (
    <Card withBorder padding="sm" component="li" data-connection={c.id}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="start">
          <div style={{ minWidth: 0 }}>
            <Text fw={600}>{named.kind}</Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {c.urlMasked}
            </Text>
          </div>
          <Badge color={c.status === 'active' ? 'green' : 'orange'} variant="light" style={{ flexShrink: 0 }}>
            {t(`status.${c.status}`)}
          </Badge>
        </Group>
        {c.status === 'paused' && <Text size="sm">{t('pausedHint')}</Text>}
        <Group gap={4}>
          {c.events.map((value) => (
            <Badge key={value} variant="outline" color="gray" tt="none">
              {value === 'daily.leaderboard' && c.dailyAt
                ? t('dailyAtShown', { time: c.dailyAt })
                : t(`eventNames.${value}`)}
            </Badge>
          ))}
        </Group>
        <ItemActions
          editLabel={t('editConnection')}
          deleteLabel={t('deleteConnection')}
          editName={t('editNamed', named)}
          deleteName={t('deleteNamed', named)}
          onEdit={onEdit}
          onDelete={onDelete}
        >
          {c.status === 'paused' && (
            <Button size="xs" variant="default" onClick={onResume}>
              {t('resume')}
            </Button>
          )}
        </ItemActions>
      </Stack>
    </Card>
  );
}
