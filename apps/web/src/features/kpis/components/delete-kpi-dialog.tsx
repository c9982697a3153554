import { Text } from '@mantine/core';
import type { TKpi } from '@rally/contracts/kpis';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useDeleteKpi } from '../api/kpis-api.ts';

type Props = { gameId: string; kpi: TKpi | null; onClose: () => void };

/** Deletes a KPI with its targets; an active game refuses (409) and the dialog says why. */
export function DeleteKpiDialog({ gameId, kpi, onClose }: Props) {
  const { t } = useTranslation('kpis');
  const remove = useDeleteKpi(gameId);
  const { reset } = remove;

  useEffect(() => {
    if (kpi) reset();
  }, [kpi, reset]);

  const confirm = () => {
    if (!kpi) return;
    remove.mutate(kpi.id, {
      onSuccess: () => {
        notifySuccess(t('delete.done', { name: kpi.name }));
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      opened={kpi !== null}
      onClose={onClose}
      title={t('delete.title', { name: kpi?.name ?? '' })}
      confirmLabel={t('kpi.delete')}
      onConfirm={confirm}
      danger
      loading={remove.isPending}
    >
      <ErrorAlert error={remove.error} />
      <Text>{t('delete.text', { name: kpi?.name ?? '' })}</Text>
    </ConfirmDialog>
  );
}
