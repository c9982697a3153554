import { Card, Group, Loader, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  CHAT_DAILY_DEFAULT,
  CHAT_KINDS,
  CHAT_POST_EVENTS,
  type TChatConnection,
  type TChatKind,
  type TChatPostEvent,
} from '@rally/contracts/chat-posts';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { RemoveDialog } from '../../../components/remove-dialog.tsx';
import { announce } from '../../../lib/announce.ts';
import { focusWhenReady } from '../../../lib/focus.ts';
import {
  useAddChatConnection,
  useChatConnections,
  useDeleteChatConnection,
  useUpdateChatConnection,
} from '../api/chat-posts-api.ts';
import { ChatEventsFields, eventsComplete } from './chat-events-fields.tsx';
import { ConnectionItem } from './connection-item.tsx';
import { EditConnectionDialog } from './edit-connection-dialog.tsx';

/**
 * For organisers on the game's set-up: where the game's news is posted in Slack or Teams (ADR 0034).
 * The URL is a credential: after it is added only its masked form is shown.
 */
export function ChatPostsCard({ gameId }: { gameId: string }) {
  const { t } = useTranslation('chat-posts');
  const id = useId();
  const list = useChatConnections(gameId);
  const add = useAddChatConnection(gameId);
  const update = useUpdateChatConnection(gameId);
  const remove = useDeleteChatConnection(gameId);
  const [kind, setKind] = useState<TChatKind>('slack');
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([...CHAT_POST_EVENTS]);
  const [dailyAt, setDailyAt] = useState(CHAT_DAILY_DEFAULT);
  const daily = events.includes('daily.leaderboard');
  const [editing, setEditing] = useState<TChatConnection | null>(null);
  const [deleting, setDeleting] = useState<TChatConnection | null>(null);
  const urlRef = useRef<HTMLInputElement>(null);

  async function onAdd(event: FormEvent) {
    event.preventDefault();
    const added = await add
      .mutateAsync({
        kind,
        url: url.trim(),
        events: events as TChatPostEvent[],
        ...(daily ? { dailyAt } : {}),
      })
      .catch(() => null);
    if (!added) return;
    setUrl('');
    announce(t('added'));
    focusWhenReady(() => urlRef.current);
  }

  async function onResume(connection: TChatConnection) {
    const resumed = await update.mutateAsync({ id: connection.id, status: 'active' }).catch(() => null);
    if (!resumed) return;
    announce(t('resumed'));
    // The Resume button is gone: the user continues on the same connection, at its Delete button.
    // Found by its own mark, not as the item's first button: until the list refetches that is still
    // Resume, which then goes away with the focus on it.
    focusWhenReady(() =>
      document.querySelector<HTMLElement>(`[data-connection="${connection.id}"] [data-action="delete"]`),
    );
  }

  const connections = list.data?.data ?? [];
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {t('title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('intro')}
      </Text>
      <Stack gap="sm" component="form" onSubmit={onAdd}>
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`${id}-kind`}>
            {t('chatLabel')}
          </Text>
          <SegmentedControl
            aria-labelledby={`${id}-kind`}
            value={kind}
            onChange={(value) => setKind(value as TChatKind)}
            data={CHAT_KINDS.map((value) => ({ value, label: t(`chatNames.${value}`) }))}
          />
        </Stack>
        <TextInput
          ref={urlRef}
          type="url"
          label={t('url')}
          description={t(`addressHint.${kind}`)}
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          maxLength={2048}
          required
        />
        <ChatEventsFields events={events} onEvents={setEvents} dailyAt={dailyAt} onDailyAt={setDailyAt} />
        <Group>
          <LoadingButton
            type="submit"
            leftSection={<IconPlus size={16} aria-hidden />}
            loading={add.isPending}
            disabled={!url.trim() || !eventsComplete(events, dailyAt)}
          >
            {t('connect')}
          </LoadingButton>
        </Group>
        <ErrorAlert error={add.error} />
      </Stack>
      <Title order={3} size="h5" mt="md" mb="xs">
        {t('listTitle')}
      </Title>
      <ErrorAlert error={list.error ?? update.error} />
      {list.isPending ? (
        <Loader size="sm" aria-label={t('loading')} />
      ) : connections.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {connections.map((c) => (
            <ConnectionItem
              key={c.id}
              connection={c}
              onResume={() => onResume(c)}
              onEdit={() => setEditing(c)}
              onDelete={() => setDeleting(c)}
            />
          ))}
        </Stack>
      )}
      <EditConnectionDialog gameId={gameId} connection={editing} onClose={() => setEditing(null)} />
      <RemoveDialog
        item={deleting}
        remove={remove}
        texts={{
          title: t('deleteTitle'),
          text: t('deleteText', { url: deleting?.urlMasked ?? '' }),
          confirm: t('deleteConnection'),
          done: t('deleted'),
        }}
        onClose={() => setDeleting(null)}
        // The connection and its buttons are gone: the user continues where a connection is added.
        onRemoved={() => focusWhenReady(() => urlRef.current)}
      />
    </Card>
  );
}
