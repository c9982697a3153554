import { Anchor } from '@mantine/core';
import type { TUser } from '@rally/contracts/users';
import type { ColumnDef } from '@tanstack/react-table';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { actionsColumn } from '../../../components/actions-column.tsx';
import { DataTable, type TDataTableSelection } from '../../../components/data-table.tsx';
import { dateColumn } from '../../../components/date-column.ts';
import type { TTableView, TTableViewChange } from '../../../components/use-table-state.ts';
import { UserStatusBadge } from '../../../components/user-status-badge.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { UserRowActions } from './user-row-actions.tsx';

type Props = {
  rows: TUser[];
  total: number;
  loading: boolean;
  view: TTableView;
  onViewChange: (change: TTableViewChange) => void;
  toolbar: ReactNode;
  selection: TDataTableSelection<TUser>;
  /** Platform admins see everyone, so the company matters; a company admin's users share theirs. */
  showCompany: boolean;
  onDelete: (user: TUser) => void;
};

/** Users, one server page at a time; column ids are the API's sort keys. */
export function UserTable({ showCompany, onDelete, ...props }: Props) {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation();
  const selfId = useSession()?.user.id;
  const columns = useMemo<ColumnDef<TUser>[]>(
    () => [
      {
        accessorKey: 'fullName',
        header: t('fields.fullName'),
        cell: ({ row }) => (
          <Anchor component={Link} to={paths.users.profile.href(row.original.id)} fw={600}>
            {row.original.fullName}
          </Anchor>
        ),
      },
      { accessorKey: 'email', header: t('fields.email') },
      { accessorKey: 'role', header: t('fields.role'), cell: ({ row }) => tc(`roles.${row.original.role}`) },
      ...(showCompany
        ? [
            {
              id: 'company',
              accessorKey: 'companyName',
              header: t('fields.company'),
            } satisfies ColumnDef<TUser>,
          ]
        : []),
      {
        accessorKey: 'status',
        header: t('fields.status'),
        cell: ({ row }) => <UserStatusBadge status={row.original.status} />,
      },
      dateColumn('lastLoginAt', t('fields.lastLoginAt'), { withTime: true }),
      actionsColumn(t('list.actions'), (user) => (
        <UserRowActions user={user} self={user.id === selfId} onDelete={onDelete} />
      )),
    ],
    [t, tc, showCompany, selfId, onDelete],
  );

  return (
    <DataTable
      label={t('list.title')}
      columns={columns}
      getRowId={(user) => user.id}
      searchLabel={t('list.search')}
      emptyText={t('list.empty')}
      minWidth={showCompany ? 1000 : 860}
      {...props}
    />
  );
}
