import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, ProblemAlert } from '../../../components/error-alert.tsx';
import { announce } from '../../../lib/announce.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { appConfig } from '../../../lib/app-config.ts';
import { useSession } from '../../../lib/session.ts';
import { saveSubscription, useSaveSubscription } from '../api/push-api.ts';
import { askPermission, type PushState, pushState, subscribeThisDevice } from '../push-device.ts';

/**
 * A device that allowed pushes tells the server its subscription once per page load (it may have
 * changed), and again for each player who signs in on it (signing out dropped the subscription).
 */
let resyncedFor: string | undefined;

/**
 * "Allow notifications" on the player's home: shown only where this browser can receive pushes and
 * the person has not decided yet. It says what they will receive, asks on their click, and says
 * what happened (on, or blocked and where to change that); focus stays on the card's text.
 */
export function AllowNotifications() {
  const { t } = useTranslation('notifications');
  const titleId = useId();
  const { pushKey } = appConfig();
  const userId = useSession()?.user.id;
  // `blocked`: refused just now (a refusal found on load shows nothing: it was decided before).
  const [state, setState] = useState<PushState | 'asking' | 'on' | 'blocked'>('unsupported');
  const [failure, setFailure] = useState<unknown>(null);
  const save = useSaveSubscription();

  useEffect(() => {
    let live = true;
    void pushState(pushKey).then((found) => {
      if (!live) return;
      setState(found);
      if (found === 'granted' && resyncedFor !== userId) {
        resyncedFor = userId;
        void subscribeThisDevice(pushKey)
          .then(saveSubscription)
          .catch(() => {});
      }
    });
    return () => {
      live = false;
    };
  }, [pushKey, userId]);

  async function allow() {
    setState('asking');
    setFailure(null);
    const decided = await askPermission();
    if (decided === 'denied') {
      setState('blocked');
      announce(t('push.blocked'));
      return;
    }
    if (decided === 'default') return setState('default');
    try {
      await save.mutateAsync(await subscribeThisDevice(pushKey));
      setState('on');
      announce(t('push.on'));
    } catch (err) {
      // The browser's push service or ours refused: say so, and let them try again.
      setFailure(err);
      setState('default');
    }
  }

  if (!['default', 'asking', 'on', 'blocked'].includes(state)) return null;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id={titleId}>
          {t('push.title')}
        </Title>
        {state === 'on' ? (
          <Text role="status">{t('push.on')}</Text>
        ) : state === 'blocked' ? (
          <ProblemAlert color="yellow">{t('push.blocked')}</ProblemAlert>
        ) : (
          <>
            <Text>{t('push.what')}</Text>
            {failure instanceof ApiError ? (
              <ErrorAlert error={failure} />
            ) : (
              failure !== null && <ProblemAlert>{t('push.failed')}</ProblemAlert>
            )}
            <Button
              leftSection={<IconBell size={18} aria-hidden />}
              loading={state === 'asking'}
              onClick={allow}
            >
              {t('push.allow')}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
