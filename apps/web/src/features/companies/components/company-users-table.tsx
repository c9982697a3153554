import { type TUser, USER_SORTS } from '@rally/contracts/users';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { serverPage } from '../../../components/server-page.ts';
import { pagedQuery } from '../../../components/table-query.ts';
import { type TTableView, tableViewOf, useTableState } from '../../../components/use-table-state.ts';
import { userColumns } from '../../../components/user-columns.tsx';
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
    () => userColumns({ header: (field) => t(`people.${field}`), tc }),
    [t, tc],
  );

  return (
    <>
      <ErrorAlert error={users.error} />
      <DataTable
        label={label}
        columns={columns}
        {...serverPage(users)}
        getRowId={(user) => user.id}
        view={view}
        onViewChange={update}
        searchLabel={t('people.search')}
        emptyText={t('people.empty')}
      />
    </>
  );
}
