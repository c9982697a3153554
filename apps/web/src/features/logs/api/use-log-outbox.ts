import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '../../../lib/announce.ts';
import { loadOutbox, outboxState, sendWaiting, subscribeOutbox } from './log-outbox.ts';

/** The outbox as it is now: waiting and refused logs, those being sent, those just sent. */
export const useLogOutbox = () => useSyncExternalStore(subscribeOutbox, outboxState);

/**
 * Sends the signed-in player's waiting logs when the app starts, when the network returns and when
 * the app comes back to the front (another tab may have added or sent some meanwhile), and says
 * what it sent. Mounted once, by the signed-in shell.
 */
export function useOutboxSender(userId: string | undefined) {
  const { t } = useTranslation('logs');
  useEffect(() => {
    if (!userId) return;
    let active = true;
    const send = async () => {
      await loadOutbox();
      const run = await sendWaiting();
      if (!active) return;
      if (run.sent > 0) announce(t('outbox.sent', { count: run.sent }));
      if (run.refused > 0) announce(t('outbox.refused', { count: run.refused }), { urgent: true });
    };
    const whenVisible = () => {
      if (document.visibilityState === 'visible') void send();
    };
    void send();
    window.addEventListener('online', send);
    window.addEventListener('focus', send);
    document.addEventListener('visibilitychange', whenVisible);
    return () => {
      active = false;
      window.removeEventListener('online', send);
      window.removeEventListener('focus', send);
      document.removeEventListener('visibilitychange', whenVisible);
    };
  }, [userId, t]);
}
