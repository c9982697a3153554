import type { TUser } from '@rally/contracts/users';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../components/actions-column.tsx';
import { DataTable, type TDataTableSelection } from '../../../components/data-table.tsx';
import type { TServerPageProps } from '../../../components/server-page.ts';
import { userColumns } from '../../../components/user-columns.tsx';
import { useSession } from '../../../lib/session.ts';
import { UserRowActions } from './user-row-actions.tsx';

type Props = TServerPageProps<TUser> & {
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
      ...userColumns({
        header: (field) => t(`fields.${field}`),
        tc,
        afterRole: showCompany
          ? [{ id: 'company', accessorKey: 'companyName', header: t('fields.company') }]
          : [],
      }),
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
