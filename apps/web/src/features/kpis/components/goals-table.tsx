import type { TGame } from '@rally/contracts/games';
import type { TKpi } from '@rally/contracts/kpis';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { ContentLockNotice, useContentLock } from '../../../components/content-lock.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useTableState } from '../../../components/use-table-state.ts';
import { useKpisWithTargets } from '../api/kpis-api.ts';
import { DirectionLabel } from './direction-label.tsx';
import { formatTarget } from './format-target.ts';
import { TargetCell } from './target-cell.tsx';

/** The game whose content this is: its phase decides whether it may change. */
type Props = { game: TGame };

/** Every KPI of the game with its game-wide target, the target edited in its cell. */
export function GoalsTable({ game }: Props) {
  const gameId = game.id;
  const { t } = useTranslation('kpis');
  const { kpis, targetOf, error, isPending } = useKpisWithTargets(gameId);
  const lock = useContentLock(game);
  const { view, update } = useTableState({ sort: 'name' });

  const columns: ColumnDef<TKpi>[] = [
    { accessorKey: 'name', header: t('kpi.name') },
    {
      accessorKey: 'direction',
      header: t('kpi.direction'),
      cell: ({ row }) => <DirectionLabel direction={row.original.direction} />,
    },
    {
      id: 'target',
      header: t('kpi.target'),
      enableSorting: false,
      meta: { numeric: true },
      cell: ({ row }) =>
        lock.readOnly ? (
          formatTarget(targetOf(row.original)?.target, row.original.unit)
        ) : (
          // Keyed by the saved target, so a saved or outside change resets what the cell shows.
          <TargetCell
            key={targetOf(row.original)?.target ?? 'none'}
            gameId={gameId}
            kpi={row.original}
            target={targetOf(row.original)}
          />
        ),
    },
  ];

  return (
    <>
      <ContentLockNotice reason={lock.reason} />
      <ErrorAlert error={error} />
      <DataTable
        label={t('goals.table')}
        columns={columns}
        rows={kpis}
        getRowId={(kpi) => kpi.id}
        view={view}
        onViewChange={update}
        loading={isPending}
        searchLabel={t('goals.search')}
        emptyText={t('goals.empty')}
        minWidth={360}
      />
    </>
  );
}
