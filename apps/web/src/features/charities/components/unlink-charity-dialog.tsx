import { Text } from '@mantine/core';
import type { TGameCharity } from '@rally/contracts/charities';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useUnlinkCharity } from '../api/charities-api.ts';

type Props = { gameId: string; link: TGameCharity | null; onClose: () => void };

/** Unlinks a charity from the game; an active game refuses (409) and the dialog says why. */
export function UnlinkCharityDialog({ gameId, link, onClose }: Props) {
  const { t } = useTranslation('charities');
  const unlink = useUnlinkCharity(gameId);
  const { reset } = unlink;

  useEffect(() => {
    if (link) reset();
  }, [link, reset]);

  const confirm = () => {
    if (!link) return;
    unlink.mutate(link.id, {
      onSuccess: () => {
        notifySuccess(t('unlink.done', { name: link.charityName }));
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      opened={link !== null}
      onClose={onClose}
      title={t('unlink.title', { name: link?.charityName ?? '' })}
      confirmLabel={t('unlink.action')}
      onConfirm={confirm}
      danger
      loading={unlink.isPending}
    >
      <ErrorAlert error={unlink.error} />
      <Text>{t('unlink.text', { name: link?.charityName ?? '' })}</Text>
    </ConfirmDialog>
  );
}
