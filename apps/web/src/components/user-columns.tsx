import type { TUser } from '@rally/contracts/users';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { paths } from '../lib/paths.ts';
import { dateColumn } from './date-column.ts';
import { linkColumn } from './link-column.tsx';
import { UserStatusBadge } from './user-status-badge.tsx';

type TUserField = 'fullName' | 'email' | 'role' | 'status' | 'lastLoginAt';

type Options = {
  /** Each column's header, in the words of the screen that shows the table. */
  header: (field: TUserField) => string;
  /** The app's common words, where roles are named. */
  tc: TFunction<'common'>;
  /** Columns between the role and the status (a platform admin's company column). */
  afterRole?: ColumnDef<TUser>[];
};

/**
 * The columns of every table of people, so a person reads alike wherever they are listed: the name
 * leads to their profile; column ids are the API's sort keys.
 */
export function userColumns({ header, tc, afterRole = [] }: Options): ColumnDef<TUser>[] {
  return [
    linkColumn('fullName', header('fullName'), (user) => paths.users.profile.href(user.id)),
    { accessorKey: 'email', header: header('email') },
    { accessorKey: 'role', header: header('role'), cell: ({ row }) => tc(`roles.${row.original.role}`) },
    ...afterRole,
    {
      accessorKey: 'status',
      header: header('status'),
      cell: ({ row }) => <UserStatusBadge status={row.original.status} />,
    },
    dateColumn('lastLoginAt', header('lastLoginAt'), { withTime: true }),
  ];
}
