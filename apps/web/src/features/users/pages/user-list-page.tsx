import { Stack } from '@mantine/core';
import { ROLES } from '@rally/contracts/abilities';
import { type TUser, USER_SORTS, USER_STATUSES, ZUserListQuery } from '@rally/contracts/users';
import { IconBuilding, IconFileUpload, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LinkButton } from '../../../components/page-actions.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { serverPage } from '../../../components/server-page.ts';
import { knownValue, listOpeningData, pagedQuery } from '../../../components/table-query.ts';
import { type TTableDefaults, type TTableView, useTableState } from '../../../components/use-table-state.ts';
import { ability, useAppAbility } from '../../../lib/abilities.tsx';
import type { TOpensWithData } from '../../../lib/opening.ts';
import { paths } from '../../../lib/paths.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useSession } from '../../../lib/session.ts';
import {
  assignableRolesQueryOptions,
  type TUserListParams,
  userListQueryOptions,
  useUserList,
} from '../api/users-api.ts';
import { DeleteUserDialog } from '../components/delete-user-dialog.tsx';
import { UserBulkActions } from '../components/user-bulk-actions.tsx';
import { USER_FILTERS, UserFilters } from '../components/user-filters.tsx';
import { UserTable } from '../components/user-table.tsx';

const LIST_VIEW: TTableDefaults<(typeof USER_FILTERS)[number]> = { sort: 'fullName', filters: USER_FILTERS };

/** What the list asks the server for, from its view in the URL. */
function userListParams(view: TTableView<(typeof USER_FILTERS)[number]>, platform: boolean): TUserListParams {
  const { companyId } = view.filters;
  return {
    ...pagedQuery(view, USER_SORTS, 'fullName'),
    role: knownValue(ROLES, view.filters.role),
    status: knownValue(USER_STATUSES, view.filters.status),
    companyId:
      platform && ZUserListQuery.shape.companyId.safeParse(companyId).success ? companyId : undefined,
  };
}

/** `/users/user-list`: everyone the signed-in admin manages (platform admins: everyone). */
export function UserListPage() {
  const { t } = useTranslation('users');
  const ability = useAppAbility();
  const session = useSession();
  const platform = ability.can('manage', 'Company');
  const { view, update } = useTableState(LIST_VIEW);
  const [selected, setSelected] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<TUser | null>(null);
  const users = useUserList(userListParams(view, platform));

  const actions = (
    <>
      {/* A company admin's way to their own company's details and logo. */}
      {!platform && session && ability.can('update', 'Company') && (
        <LinkButton to={paths.companies.view.href(session.user.companyId)} icon={IconBuilding}>
          {t('list.company')}
        </LinkButton>
      )}
      <LinkButton to={paths.users.upload.href()} icon={IconFileUpload}>
        {t('list.upload')}
      </LinkButton>
      <LinkButton to={paths.users.create.href()} icon={IconPlus} variant="filled">
        {t('list.create')}
      </LinkButton>
    </>
  );

  return (
    <>
      <PageHeader actions={actions} />
      <Stack gap="md">
        <ErrorAlert error={users.error} />
        <UserTable
          {...serverPage(users)}
          view={view}
          onViewChange={update}
          toolbar={<UserFilters view={view} onViewChange={update} byCompany={platform} />}
          showCompany={platform}
          onDelete={setDeleting}
          selection={{
            selected,
            onChange: setSelected,
            rowLabel: (user) => user.fullName,
            actions: <UserBulkActions selected={selected} onDone={() => setSelected([])} />,
          }}
        />
      </Stack>
      <DeleteUserDialog
        user={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(deleted) => setSelected((ids) => ids.filter((id) => id !== deleted))}
      />
    </>
  );
}

UserListPage.openingData = listOpeningData(LIST_VIEW, (view) => [
  queryClient.prefetchQuery(userListQueryOptions(userListParams(view, ability.can('manage', 'Company')))),
  queryClient.prefetchQuery(assignableRolesQueryOptions()),
]) satisfies TOpensWithData['openingData'];
