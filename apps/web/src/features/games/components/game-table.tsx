import type { TGame } from '@rally/contracts/games';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../components/actions-column.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { dateColumn } from '../../../components/date-column.ts';
import { linkColumn } from '../../../components/link-column.tsx';
import type { TServerPageProps } from '../../../components/server-page.ts';
import { paths } from '../../../lib/paths.ts';
import { GameRowActions } from './game-row-actions.tsx';
import { GameStatusBadge } from './game-status-badge.tsx';

type Props = TServerPageProps<TGame> & {
  /** Platform admins see every company's games, so the company gets a column. */
  withCompany: boolean;
  onDelete: (game: TGame) => void;
};

/** Games, one server page at a time; column ids are the API's sort keys. */
export function GameTable({ withCompany, onDelete, ...props }: Props) {
  const { t } = useTranslation('games');
  const columns = useMemo<ColumnDef<TGame>[]>(
    () => [
      linkColumn('name', t('columns.name'), (game) => paths.games.view.href(game.id)),
      ...(withCompany
        ? [
            {
              id: 'company',
              accessorKey: 'companyName',
              header: t('columns.company'),
            } satisfies ColumnDef<TGame>,
          ]
        : []),
      {
        id: 'status',
        accessorKey: 'phase',
        header: t('columns.status'),
        cell: ({ row }) => <GameStatusBadge phase={row.original.phase} />,
      },
      dateColumn('startDate', t('columns.startDate')),
      dateColumn('endDate', t('columns.endDate')),
      {
        id: 'players',
        accessorFn: (game) => game.counts.players,
        header: t('columns.players'),
        enableSorting: false,
        meta: { numeric: true },
      },
      actionsColumn(t('columns.actions'), (game) => <GameRowActions game={game} onDelete={onDelete} />),
    ],
    // `t` changes with the language, so headers and dates are rebuilt in the new one.
    [t, withCompany, onDelete],
  );

  return (
    <DataTable
      label={t('list.title')}
      columns={columns}
      getRowId={(game) => game.id}
      searchLabel={t('list.search')}
      emptyText={t('list.empty')}
      minWidth={withCompany ? 860 : 720}
      {...props}
    />
  );
}
