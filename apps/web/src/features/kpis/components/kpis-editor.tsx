import { Stack } from '@mantine/core';
import type { TGame } from '@rally/contracts/games';
import type { TKpi } from '@rally/contracts/kpis';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../components/actions-column.tsx';
import { ActionsMenu } from '../../../components/actions-menu.tsx';
import { useContentLock } from '../../../components/content-lock.tsx';
import { ContentTable } from '../../../components/content-table.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
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
  const { kpis, targetOf, error, isPending } = useKpisWithTargets(gameId);
  const lock = useContentLock(game);
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
      <ContentTable
        lock={lock}
        summary={t('editor.summary')}
        addLabel={t('kpi.add')}
        onAdd={() => setEditing({})}
        error={error}
        label={t('editor.table')}
        columns={columns}
        rows={kpis}
        loading={isPending}
        emptyText={t('editor.empty')}
        minWidth={560}
      />
      <FormDialog
        opened={editing !== null}
        onClose={close}
        title={t(editing?.kpi ? 'kpi.editTitle' : 'kpi.newTitle')}
        wide
      >
        <KpiForm
          gameId={gameId}
          kpi={editing?.kpi}
          target={editing?.kpi && targetOf(editing.kpi)}
          onSaved={close}
          onCancel={close}
        />
      </FormDialog>
      <DeleteKpiDialog gameId={gameId} kpi={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
