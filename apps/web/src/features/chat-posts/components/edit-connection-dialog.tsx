import { CHAT_DAILY_DEFAULT, type TChatConnection, type TChatPostEvent } from '@rally/contracts/chat-posts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { announce } from '../../../lib/announce.ts';
import { useUpdateChatConnection } from '../api/chat-posts-api.ts';
import { ChatEventsFields, eventsComplete } from './chat-events-fields.tsx';

type Props = { gameId: string; connection: TChatConnection | null; onClose: () => void };

/**
 * Changes what an existing connection posts and the daily leaderboard's hour (`PUT`); the URL is a
 * credential never shown again, so a new address is a new connection. Closing returns focus to the
 * connection's Edit button (the dialog's trigger).
 */
export function EditConnectionDialog({ gameId, connection, onClose }: Props) {
  const { t } = useTranslation('chat-posts');
  const update = useUpdateChatConnection(gameId);
  const [events, setEvents] = useState<string[]>([]);
  const [dailyAt, setDailyAt] = useState(CHAT_DAILY_DEFAULT);
  const { reset } = update;

  useEffect(() => {
    // Each opening starts from the connection as it is, without the last one's refusal.
    if (!connection) return;
    setEvents(connection.events);
    setDailyAt(connection.dailyAt ?? CHAT_DAILY_DEFAULT);
    reset();
  }, [connection, reset]);

  async function onSave() {
    if (!connection) return;
    const daily = events.includes('daily.leaderboard');
    const saved = await update
      .mutateAsync({ id: connection.id, events: events as TChatPostEvent[], ...(daily ? { dailyAt } : {}) })
      .catch(() => null);
    if (!saved) return;
    announce(t('editSaved'));
    onClose();
  }

  return (
    <ConfirmDialog
      opened={connection !== null}
      onClose={onClose}
      title={t('editTitle', { url: connection?.urlMasked ?? '' })}
      confirmLabel={t('saveEdit')}
      onConfirm={onSave}
      loading={update.isPending}
      confirmDisabled={!eventsComplete(events, dailyAt)}
    >
      <ErrorAlert error={update.error} />
      <ChatEventsFields events={events} onEvents={setEvents} dailyAt={dailyAt} onDailyAt={setDailyAt} />
    </ConfirmDialog>
  );
}
