import { Anchor } from '@mantine/core';
import { type TUser, USER_SORTS } from '@rally/contracts/users';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import { dateColumn } from '../../../components/date-column.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { pagedQuery } from '../../../components/table-query.ts';
import { type TTableView, tableViewOf, useTableState } from '../../../components/use-table-state.ts';
import { UserStatusBadge } from '../../../components/user-status-badge.tsx';
import { paths } from '../../../lib/paths.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { companyUsersQueryOptions, useCompanyUsers } from '../api/companies-api.ts';

const USERS_VIEW = { sort: 'fullName' };
const usersQueryOf = (view: TTableView) => pagedQuery(view, USER_SORTS, 'fullName');

/** The page of people the address shows, asked for as the app opens (lib/opening.ts). */
export const companyUsersOpeningData = (companyId: string, search: URLSearchParams) =>
  queryClient.prefetchQuery(
    companyUsersQueryOptions(companyId, usersQueryOf(tableViewOf(search, USERS_VIEW))),
  );

/** Everyone in one company, paged by the server, each linking to their profile. */
export function CompanyUsersTable({ companyId, label }: { companyId: string; label: string }) {
  const { t } = useTranslation('companies');
  const { t: tc } = useTranslation();
  const { view, update } = useTableState(USERS_VIEW);
  const users = useCompanyUsers(companyId, usersQueryOf(view));

  const columns = useMemo<ColumnDef<TUser>[]>(
    () => [
      {
        accessorKey: 'fullName',
        header: t('people.fullName'),
        cell: ({ row }) => (
          <Anchor component={Link} to={paths.users.profile.href(row.original.id)} fw={600}>
            {row.original.fullName}
          </Anchor>
        ),
      },
      { accessorKey: 'email', header: t('people.email') },
      { accessorKey: 'role', header: t('people.role'), cell: ({ row }) => tc(`roles.${row.original.role}`) },
      {
        accessorKey: 'status',
        header: t('people.status'),
        cell: ({ row }) => <UserStatusBadge status={row.original.status} />,
      },
      dateColumn('lastLoginAt', t('people.lastLoginAt'), { withTime: true }),
    ],
    [t, tc],
  );

  return (
    <>
      <ErrorAlert error={users.error} />
      <DataTable
        label={label}
        columns={columns}
        rows={users.data?.data ?? []}
        total={users.data?.count ?? 0}
        loading={users.isFetching}
        getRowId={(user) => user.id}
        view={view}
        onViewChange={update}
        searchLabel={t('people.search')}
        emptyText={t('people.empty')}
      />
    </>
  );
}
