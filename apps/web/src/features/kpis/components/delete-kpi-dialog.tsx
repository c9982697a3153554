import type { TKpi } from '@rally/contracts/kpis';
import { useTranslation } from 'react-i18next';
import { RemoveDialog } from '../../../components/remove-dialog.tsx';
import { useDeleteKpi } from '../api/kpis-api.ts';

type Props = { gameId: string; kpi: TKpi | null; onClose: () => void };

/** Deletes a KPI with its targets; an active game refuses (409) and the dialog says why. */
export function DeleteKpiDialog({ gameId, kpi, onClose }: Props) {
  const { t } = useTranslation('kpis');
  const name = kpi?.name ?? '';
  const texts = {
    title: t('delete.title', { name }),
    text: t('delete.text', { name }),
    confirm: t('kpi.delete'),
    done: t('delete.done', { name }),
  };
  return <RemoveDialog item={kpi} remove={useDeleteKpi(gameId)} texts={texts} onClose={onClose} />;
}
