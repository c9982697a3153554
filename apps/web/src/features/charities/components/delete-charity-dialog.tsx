import { Text } from '@mantine/core';
import type { TCharity } from '@rally/contracts/charities';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useDeleteCharity } from '../api/charities-api.ts';

type Props = { charity: TCharity | null; onClose: () => void };

/** Deletes a charity of the platform's list; one that games support is refused (409) with the reason. */
export function DeleteCharityDialog({ charity, onClose }: Props) {
  const { t } = useTranslation('charities');
  const remove = useDeleteCharity();
  const { reset } = remove;

  useEffect(() => {
    if (charity) reset();
  }, [charity, reset]);

  const confirm = () => {
    if (!charity) return;
    remove.mutate(charity.id, {
      onSuccess: () => {
        notifySuccess(t('list.deleted', { name: charity.name }));
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      opened={charity !== null}
      onClose={onClose}
      title={t('list.deleteTitle', { name: charity?.name ?? '' })}
      confirmLabel={t('list.delete')}
      onConfirm={confirm}
      danger
      loading={remove.isPending}
    >
      <ErrorAlert error={remove.error} />
      <Text>{t('list.deleteText', { name: charity?.name ?? '' })}</Text>
    </ConfirmDialog>
  );
}
