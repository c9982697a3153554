import { Alert } from '@mantine/core';
import type { TGame } from '@rally/contracts/games';
import type { TKpi } from '@rally/contracts/kpis';
import type { TSetTime } from '@rally/contracts/set-times';
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

type Props = {
  /** The game whose content this is: its phase decides whether it may change. */
  game: TGame;
  /** The round whose own targets are edited (none: the game-wide targets). */
  round?: TSetTime | null;
};

/**
 * Every KPI of the game with its target, edited in its cell: the game-wide one, or a round's own
 * beside the game-wide one it falls back to. A frozen round's targets are read-only.
 */
export function GoalsTable({ game, round = null }: Props) {
  const gameId = game.id;
  const { t } = useTranslation('kpis');
  const { t: tc } = useTranslation();
  const { kpis, targetOf, gameTargetOf, error, isPending } = useKpisWithTargets(gameId, round?.id ?? null);
  const lock = useContentLock(game);
  const frozen = round?.status === 'frozen';
  const { view, update } = useTableState({ sort: 'name' });

  const columns: ColumnDef<TKpi>[] = [
    { accessorKey: 'name', header: t('kpi.name') },
    {
      accessorKey: 'direction',
      header: t('kpi.direction'),
      cell: ({ row }) => <DirectionLabel direction={row.original.direction} />,
    },
    ...(round
      ? [
          {
            id: 'gameTarget',
            header: tc('rounds.wholeGame'),
            enableSorting: false,
            meta: { numeric: true },
            cell: ({ row }) => formatTarget(gameTargetOf(row.original)?.target, row.original.unit),
          } satisfies ColumnDef<TKpi>,
        ]
      : []),
    {
      id: 'target',
      header: round ? round.name : t('kpi.target'),
      enableSorting: false,
      meta: { numeric: true },
      cell: ({ row }) =>
        lock.readOnly || frozen ? (
          formatTarget(targetOf(row.original)?.target, row.original.unit)
        ) : (
          // Keyed by the round and saved target, so a saved or outside change resets what the cell shows.
          <TargetCell
            key={`${round?.id ?? 'game'}:${targetOf(row.original)?.target ?? 'none'}`}
            gameId={gameId}
            kpi={row.original}
            target={targetOf(row.original)}
            round={round}
          />
        ),
    },
  ];

  return (
    <>
      <ContentLockNotice reason={lock.reason} />
      {frozen && !lock.readOnly && (
        <Alert color="blue" variant="light">
          {t('goals.roundFrozen', { round: round.name })}
        </Alert>
      )}
      <ErrorAlert error={error} />
      <DataTable
        label={round ? t('goals.tableRound', { round: round.name }) : t('goals.table')}
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
