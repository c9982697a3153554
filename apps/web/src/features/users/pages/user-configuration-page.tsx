import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useAppAbility } from '../../../lib/abilities.tsx';
import { useKeyTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useUser } from '../api/users-api.ts';
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

function EditUser({ id, chooseCompany }: { id: string; chooseCompany: boolean }) {
  const { t } = useTranslation('users');
  const tk = useKeyTranslation();
  const user = useUser(id);
  const name = user.data?.fullName;
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
      {user.isPending ? (
        <LoadingScreen />
      ) : user.isError ? (
        <ErrorAlert error={user.error} />
      ) : (
        <EditUserForm user={user.data} chooseCompany={chooseCompany} />
      )}
    </>
  );
}
