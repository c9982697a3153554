import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { useDrawnRecord, WhenLoaded } from '../../../components/when-loaded.tsx';
import { paths } from '../../../lib/paths.ts';
import { useUserDetail } from '../api/profile-api.ts';
import { OwnPasswordForm } from '../components/own-password-form.tsx';
import { SendReset } from '../components/send-reset.tsx';
import { UserScope } from '../components/user-scope.tsx';

/** `/users/password/:id`: one's own password, or a reset e-mail for someone else's. */
export function PasswordPage() {
  const { t } = useTranslation('profile');
  return (
    <UserScope>
      {({ userId, own }) =>
        own ? (
          <>
            <PageHeader />
            <Text mb="lg" c="dimmed">
              {t('password.intro')}
            </Text>
            <OwnPasswordForm userId={userId} />
          </>
        ) : (
          <OtherUserPassword key={userId} userId={userId} />
        )
      }
    </UserScope>
  );
}

function OtherUserPassword({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation();
  const user = useUserDetail(userId);
  const drawn = useDrawnRecord(user);
  const title = drawn && t('password.titleOf', { name: drawn.fullName });
  return (
    <>
      <PageHeader
        title={title}
        breadcrumb={[
          { label: tc('nav.users'), to: paths.users.list.href() },
          { label: title ?? t('password.title') },
        ]}
      />
      <WhenLoaded query={user}>{(data) => <SendReset user={data} />}</WhenLoaded>
    </>
  );
}
