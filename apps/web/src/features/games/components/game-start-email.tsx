import { Button, Text } from '@mantine/core';
import type { TGameDetail } from '@rally/contracts/games';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSendStartEmail } from '../api/games-api.ts';

/** Whether the start e-mail can go out: an active game that has not ended (the server's rule). */
export const canSendStartEmail = (game: TGameDetail) => game.status === 'active' && game.phase !== 'finished';

/** When the start e-mail last went out, in words. */
export function StartEmailSent({ game }: { game: TGameDetail }) {
  const { t } = useTranslation('games');
  return (
    <Text size="sm" c="dimmed">
      {game.startEmailSentAt
        ? t('startEmail.lastSent', { when: formatDateTime(game.startEmailSentAt) })
        : t('startEmail.notSent')}
    </Text>
  );
}

/**
 * Sends the start e-mail after a confirmation; the server mails only players who have not had it,
 * so sending again after adding players reaches just the new ones.
 */
export function StartEmailButton({ game, variant = 'default' }: { game: TGameDetail; variant?: string }) {
  const { t } = useTranslation('games');
  const send = useSendStartEmail(game.id);
  const [opened, setOpened] = useState(false);

  const confirm = () =>
    send.mutate(undefined, {
      onSuccess: ({ sent, alreadySent }) => {
        setOpened(false);
        const already = alreadySent > 0 ? ` ${t('startEmail.already', { count: alreadySent })}` : '';
        notifySuccess(
          sent > 0 ? t('startEmail.sent', { count: sent }) + already : t('startEmail.nobodyNew') + already,
        );
      },
    });

  return (
    <>
      <Button
        variant={variant}
        leftSection={<IconMailForward size={16} aria-hidden />}
        onClick={() => {
          send.reset();
          setOpened(true);
        }}
      >
        {t('actions.sendStartEmail')}
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('startEmail.title')}
        confirmLabel={t('startEmail.confirm')}
        onConfirm={confirm}
        loading={send.isPending}
      >
        <ErrorAlert error={send.error} />
        <Text>{t('startEmail.explain', { name: game.name })}</Text>
        <StartEmailSent game={game} />
      </ConfirmDialog>
    </>
  );
}
