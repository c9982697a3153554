import { Text } from '@mantine/core';
import type { TUserSettings } from '@rally/contracts/users';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import type { TOpensWithData } from '../../../lib/opening.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useSession } from '../../../lib/session.ts';
import { userDetailQueryOptions, useUserDetail } from '../api/profile-api.ts';
import { userSettingsQueryOptions, useSaveUserSettings, useUserSettings } from '../api/settings-api.ts';
import { MailOptOuts } from '../components/mail-opt-outs.tsx';
import { SettingsForm } from '../components/settings-form.tsx';
import { openingScope, UserScope } from '../components/user-scope.tsx';
import { useApplySettings } from '../hooks/use-settings-sync.ts';

/** `/users/settings` (own) and `/users/settings/:id` (someone else's, for those who manage users). */
export function SettingsPage() {
  return (
    <UserScope>{({ userId, own }) => <UserSettings key={userId} userId={userId} own={own} />}</UserScope>
  );
}

/** The settings, and someone else's name for the heading, asked for beside the code. */
SettingsPage.openingData = (({ params }) => {
  const scope = openingScope(params.id);
  if (!scope) return Promise.resolve();
  return Promise.all([
    queryClient.prefetchQuery(userSettingsQueryOptions(scope.userId)),
    scope.own ? undefined : queryClient.prefetchQuery(userDetailQueryOptions(scope.userId)),
  ]);
}) satisfies TOpensWithData['openingData'];

function UserSettings({ userId, own }: { userId: string; own: boolean }) {
  const { t } = useTranslation('profile');
  const settings = useUserSettings(userId);
  // Someone else's settings are headed by their name.
  const other = useUserDetail(userId, { enabled: !own });
  const save = useSaveUserSettings(userId);
  const apply = useApplySettings();
  const name = other.data?.fullName ?? '';
  const session = useSession();

  const submit = (values: TUserSettings) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        if (own) apply(saved);
        notifySuccess(own ? t('settings.saved') : t('settings.savedOf', { name }));
      },
    });

  const loading = settings.isPending || (!own && other.isPending);
  return (
    <>
      <PageHeader title={own || !name ? undefined : t('settings.titleOf', { name })} />
      {loading ? (
        <LoadingScreen />
      ) : settings.isError || other.isError ? (
        <ErrorAlert error={settings.error ?? other.error} />
      ) : (
        <>
          <Text mb="lg" c="dimmed">
            {own ? t('settings.intro') : t('settings.introOf', { name })}
          </Text>
          <SettingsForm
            // Saved elsewhere meanwhile (the header's switches): the form starts again from what is kept.
            key={settings.dataUpdatedAt}
            settings={settings.data}
            pending={save.isPending}
            error={save.error}
            onSave={submit}
          />
          <MailOptOuts
            userId={userId}
            organiser={(own ? session?.user.role : other.data?.role) === 'company_admin'}
          />
        </>
      )}
    </>
  );
}
