import { Button, Group } from '@mantine/core';
import { IconLinkOff, IconMailCheck, IconMailOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { StatusPage } from '../../../components/status-page.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useUnsubscribe, useUnsubscribeLink } from '../api/mail-opt-outs-api.ts';

/**
 * `/rally/unsubscribe?token=`: where a mail's unsubscribe link (and its `List-Unsubscribe` address
 * opened in a browser) lands, signed in or not (decision 0032). Opening it changes nothing, so a
 * mail scanner following links unsubscribes nobody: it says which mails the link stops and asks.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useUnsubscribeLink(token);
  const unsubscribe = useUnsubscribe(token);
  const settings = (
    <Button component={Link} to={paths.users.settings.href()} variant="default">
      {t('unsubscribe.settings')}
    </Button>
  );

  const dead = !token || (link.error instanceof ApiError && [400, 404].includes(link.error.status));
  if (dead)
    return (
      <StatusPage
        icon={<IconLinkOff size={36} />}
        title={t('unsubscribe.deadHeading')}
        description={t('unsubscribe.dead')}
      >
        {settings}
      </StatusPage>
    );
  if (link.isError) return <ErrorAlert error={link.error} />;
  if (!link.data) return <LoadingScreen />;
  const kind = t(`unsubscribe.kinds.${link.data.category}.label`);
  if (link.data.optedOut)
    return (
      <StatusPage
        icon={<IconMailCheck size={36} />}
        color="teal"
        title={t('unsubscribe.doneHeading')}
        description={t('unsubscribe.done', { kind })}
      >
        {settings}
      </StatusPage>
    );
  return (
    <StatusPage
      icon={<IconMailOff size={36} />}
      title={t('unsubscribe.heading', { kind })}
      description={t(`unsubscribe.kinds.${link.data.category}.description`)}
    >
      <ErrorAlert error={unsubscribe.error} />
      <Group justify="center">
        <Button onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>
          {t('unsubscribe.confirm')}
        </Button>
        {settings}
      </Group>
    </StatusPage>
  );
}
