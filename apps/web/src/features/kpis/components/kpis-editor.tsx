import { Modal, Stack } from '@mantine/core';
import type { TGame } from '@rally/contracts/games';
import type { TKpi } from '@rally/contracts/kpis';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../components/actions-column.tsx';
import { ActionsMenu } from '../../../components/actions-menu.tsx';
import { ContentEditorBar } from '../../../components/content-editor-bar.tsx';
import { useContentLock } from '../../../components/content-lock.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useLocalTableView } from '../../../components/use-local-table-view.ts';
import { useKpisWithTargets } from '../api/kpis-api.ts';
import { DeleteKpiDialog } from './delete-kpi-dialog.tsx';
import { DirectionLabel } from './direction-label.tsx';
import { formatTarget } from './format-target.ts';
import { KpiForm } from './kpi-form.tsx';

/** The game whose content this is: its phase decides whether it may change. */
type Props = { game: TGame };

/** A game's KPIs (unit, which way is better, weight) with each one's game-wide target. */
export function KpisEditor({ game }: Props) {
  const gameId = game.id;
  const { t } = useTranslation('kpis');
  const { t: tc } = useTranslation();
  const { kpis, targetOf, error, isPending } = useKpisWithTargets(gameId);
  const lock = useContentLock(game);
  const { view, update } = useLocalTableView();
  const [editing, setEditing] = useState<{ kpi?: TKpi } | null>(null);
  const [deleting, setDeleting] = useState<TKpi | null>(null);

  const columns: ColumnDef<TKpi>[] = [
    { accessorKey: 'name', header: t('kpi.name') },
    { accessorKey: 'unit', header: t('kpi.unit'), cell: ({ row }) => row.original.unit || '—' },
    {
      accessorKey: 'direction',
      header: t('kpi.direction'),
      cell: ({ row }) => <DirectionLabel direction={row.original.direction} />,
    },
    { accessorKey: 'weight', header: t('kpi.weight'), meta: { numeric: true } },
    {
      id: 'target',
      header: t('kpi.target'),
      meta: { numeric: true },
      cell: ({ row }) => formatTarget(targetOf(row.original)?.target, row.original.unit),
    },
    actionsColumn(t('kpi.actions'), (kpi) =>
      lock.readOnly ? null : (
        <ActionsMenu
          label={t('kpi.menu', { name: kpi.name })}
          actions={[
            { label: t('kpi.edit'), icon: IconPencil, onClick: () => setEditing({ kpi }) },
            { label: t('kpi.delete'), icon: IconTrash, danger: true, onClick: () => setDeleting(kpi) },
          ]}
        />
      ),
    ),
  ];
  const close = () => setEditing(null);

  return (
    <Stack gap="md">
      <ContentEditorBar
        lock={lock}
        summary={t('editor.summary')}
        summaryWidth={560}
        addLabel={t('kpi.add')}
        onAdd={() => setEditing({})}
      />
      <ErrorAlert error={error} />
      <DataTable
        label={t('editor.table')}
        columns={columns}
        rows={kpis}
        getRowId={(kpi) => kpi.id}
        view={view}
        onViewChange={update}
        loading={isPending}
        sortable={false}
        emptyText={t('editor.empty')}
        minWidth={560}
      />
      <Modal
        opened={editing !== null}
        onClose={close}
        title={t(editing?.kpi ? 'kpi.editTitle' : 'kpi.newTitle')}
        closeButtonProps={{ 'aria-label': tc('dialog.close') }}
        size="lg"
        centered
      >
        <KpiForm
          gameId={gameId}
          kpi={editing?.kpi}
          target={editing?.kpi && targetOf(editing.kpi)}
          onSaved={close}
          onCancel={close}
        />
      </Modal>
      <DeleteKpiDialog gameId={gameId} kpi={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
