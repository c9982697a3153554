import { IconPencil, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { DeleteButton, LinkButton } from '../../components/page-actions.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useDrawnRecord, WhenLoaded } from '../../components/when-loaded.tsx';
import { useUser } from '../../features/users/api/users-api.ts';
import { AccountMailButton } from '../../features/users/components/account-mail-button.tsx';
import { DeleteUserDialog } from '../../features/users/components/delete-user-dialog.tsx';
import { UserDetails } from '../../features/users/components/user-details.tsx';
import { useAppAbility } from '../../lib/abilities.tsx';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { UserPlay } from './user-play.tsx';

/**
 * `/users/profile/{id}`: a user as their administrators see them, with what may be done, and what
 * they did in play: their games with points and places, and their latest logs.
 */
export function UserProfilePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('users');
  const tk = useKeyTranslation();
  const ability = useAppAbility();
  const navigate = useNavigate();
  const self = useSession()?.user.id === id;
  const user = useUser(id);
  const drawn = useDrawnRecord(user);
  const [deleting, setDeleting] = useState(false);

  const actions = drawn && (
    <>
      {ability.can('update', 'User') && (
        <>
          <LinkButton to={paths.users.edit.href(id)} icon={IconPencil}>
            {t('actions.edit')}
          </LinkButton>
          <LinkButton to={paths.users.settingsOf.href(id)} icon={IconSettings}>
            {t('actions.settings')}
          </LinkButton>
          <AccountMailButton user={drawn} />
        </>
      )}
      {ability.can('delete', 'User') && !self && (
        <DeleteButton onClick={() => setDeleting(true)}>{t('actions.delete')}</DeleteButton>
      )}
    </>
  );

  return (
    <>
      <PageHeader
        title={drawn?.fullName}
        breadcrumb={[
          { label: tk('nav.users'), to: paths.users.list.href() },
          { label: drawn?.fullName ?? t('profile.title') },
        ]}
        actions={actions}
      />
      <WhenLoaded query={user}>
        {(data) => (
          <>
            <UserDetails user={data} />
            <UserPlay userId={data.id} />
          </>
        )}
      </WhenLoaded>
      <DeleteUserDialog
        user={deleting && user.data ? user.data : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate(paths.users.list.href(), { replace: true })}
      />
    </>
  );
}
