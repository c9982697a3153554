import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useDrawnRecord, WhenLoaded } from '../../../components/when-loaded.tsx';
import { ability, useAppAbility } from '../../../lib/abilities.tsx';
import { useKeyTranslation } from '../../../lib/i18n.ts';
import type { TOpensWithData } from '../../../lib/opening.ts';
import { paths } from '../../../lib/paths.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { getSession } from '../../../lib/session.ts';
import {
  assignableRolesQueryOptions,
  companyOfQueryOptions,
  companyOptionsQueryOptions,
  userQueryOptions,
  useUser,
} from '../api/users-api.ts';
import { AccountMailButton } from '../components/account-mail-button.tsx';
import { CreateUserForm } from '../components/create-user-form.tsx';
import { EditUserForm } from '../components/edit-user-form.tsx';

/** `/users/user-configuration` (new) and `/{id}` (edit). */
export function UserConfigurationPage() {
  const { id } = useParams();
  // Only platform admins work across companies; everyone else's users stay in their own.
  const chooseCompany = useAppAbility().can('manage', 'Company');
  if (!id) {
    return (
      <>
        <PageHeader />
        <CreateUserForm chooseCompany={chooseCompany} />
      </>
    );
  }
  return <EditUser id={id} chooseCompany={chooseCompany} />;
}

/**
 * What the form shows first, asked for beside the code: the user being edited, the roles one may
 * hand out and, for platform admins, the companies to place a user in (not offered on their own
 * record) and the one a link chose, as `CreateUserForm` reads it.
 */
UserConfigurationPage.openingData = (({ params, search }) => {
  const { id } = params;
  const chooseCompany = ability.can('manage', 'Company');
  const self = id !== undefined && id === getSession()?.user.id;
  const presetCompany = (!id && chooseCompany && search.get('companyId')) || undefined;
  return Promise.all([
    id && queryClient.prefetchQuery(userQueryOptions(id)),
    queryClient.prefetchQuery(assignableRolesQueryOptions()),
    chooseCompany && !self && queryClient.prefetchQuery(companyOptionsQueryOptions('')),
    presetCompany && queryClient.prefetchQuery(companyOfQueryOptions(presetCompany)),
  ]);
}) satisfies TOpensWithData['openingData'];

function EditUser({ id, chooseCompany }: { id: string; chooseCompany: boolean }) {
  const { t } = useTranslation('users');
  const tk = useKeyTranslation();
  const user = useUser(id);
  const name = useDrawnRecord(user)?.fullName;
  const breadcrumb = [
    { label: tk('nav.users'), to: paths.users.list.href() },
    ...(name ? [{ label: name, to: paths.users.profile.href(id) }] : []),
    { label: t('edit.title') },
  ];

  return (
    <>
      <PageHeader
        title={name ? t('edit.heading', { name }) : t('edit.title')}
        breadcrumb={breadcrumb}
        actions={user.data && <AccountMailButton user={user.data} />}
      />
      <WhenLoaded query={user}>
        {(data) => <EditUserForm user={data} chooseCompany={chooseCompany} />}
      </WhenLoaded>
    </>
  );
}
