import { Button } from '@mantine/core';
import { IconPencil, IconSettings, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useAppAbility } from '../../../lib/abilities.tsx';
import { useKeyTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useUser } from '../api/users-api.ts';
import { DeleteUserDialog } from '../components/delete-user-dialog.tsx';
import { SendResetButton } from '../components/send-reset-button.tsx';
import { UserDetails } from '../components/user-details.tsx';

/** `/users/profile/{id}`: a user as their administrators see them, with what may be done. */
export function UserProfilePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('users');
  const tk = useKeyTranslation();
  const ability = useAppAbility();
  const navigate = useNavigate();
  const self = useSession()?.user.id === id;
  const user = useUser(id);
  const [deleting, setDeleting] = useState(false);

  const actions = user.data && (
    <>
      {ability.can('update', 'User') && (
        <>
          <Button
            component={Link}
            to={paths.users.edit.href(id)}
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            {t('actions.edit')}
          </Button>
          <Button
            component={Link}
            to={paths.users.settingsOf.href(id)}
            variant="default"
            leftSection={<IconSettings size={16} aria-hidden />}
          >
            {t('actions.settings')}
          </Button>
          <SendResetButton user={user.data} />
        </>
      )}
      {ability.can('delete', 'User') && !self && (
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => setDeleting(true)}
        >
          {t('actions.delete')}
        </Button>
      )}
    </>
  );

  return (
    <>
      <PageHeader
        title={user.data?.fullName}
        breadcrumb={[
          { label: tk('nav.users'), to: paths.users.list.href() },
          { label: user.data?.fullName ?? t('profile.title') },
        ]}
        actions={actions}
      />
      {user.isPending ? (
        <LoadingScreen />
      ) : user.isError ? (
        <ErrorAlert error={user.error} />
      ) : (
        <UserDetails user={user.data} />
      )}
      <DeleteUserDialog
        user={deleting && user.data ? user.data : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate(paths.users.list.href(), { replace: true })}
      />
    </>
  );
}
