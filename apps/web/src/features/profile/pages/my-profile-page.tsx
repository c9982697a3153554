import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TUserDetail } from '@rally/contracts/users';
import { IconKey, IconSettings } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { UserStatusBadge } from '../../../components/user-status-badge.tsx';
import { WhenLoaded } from '../../../components/when-loaded.tsx';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import type { TOpensWithData } from '../../../lib/opening.ts';
import { paths } from '../../../lib/paths.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { getSession, useSession } from '../../../lib/session.ts';
import { userDetailQueryOptions, useUserDetail } from '../api/profile-api.ts';

/** `/users/myprofile`: who Rally thinks you are, with the ways to change what you may change. */
export function MyProfilePage() {
  const { t } = useTranslation('profile');
  const userId = useSession()?.user.id ?? '';
  const user = useUserDetail(userId);
  return (
    <>
      <PageHeader
        actions={
          <>
            <Button
              component={Link}
              to={paths.users.settings.href()}
              variant="default"
              leftSection={<IconSettings size={18} aria-hidden />}
            >
              {t('myProfile.settings')}
            </Button>
            <Button
              component={Link}
              to={paths.users.password.href(userId)}
              variant="default"
              leftSection={<IconKey size={18} aria-hidden />}
            >
              {t('myProfile.changePassword')}
            </Button>
          </>
        }
      />
      <WhenLoaded query={user}>{(data) => <ProfileCard user={data} />}</WhenLoaded>
    </>
  );
}

/** One's own record (anyone may read it), asked for beside the code. */
MyProfilePage.openingData = (() => {
  const userId = getSession()?.user.id;
  return userId ? queryClient.prefetchQuery(userDetailQueryOptions(userId)) : Promise.resolve();
}) satisfies TOpensWithData['openingData'];

function ProfileCard({ user }: { user: TUserDetail }) {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation();
  const fields: [string, ReactNode][] = [
    [t('myProfile.email'), user.email],
    [t('myProfile.company'), user.companyName],
    [t('myProfile.role'), tc(`roles.${user.role}`)],
    [t('myProfile.language'), tc(`languages.${user.language}`)],
    [t('myProfile.status'), <UserStatusBadge key="status" status={user.status} />],
    [t('myProfile.memberSince'), formatDate(user.createdAt)],
    [t('myProfile.lastSignIn'), user.lastLoginAt ? formatDateTime(user.lastLoginAt) : t('myProfile.never')],
  ];
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={880}>
      <Group gap="md" mb="lg" wrap="nowrap">
        <UserAvatar name={user.fullName} size={64} />
        <Stack gap={0} miw={0}>
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {user.fullName}
          </Title>
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {tc(`roles.${user.role}`)} · {user.companyName}
          </Text>
        </Stack>
      </Group>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md" m={0}>
        {fields.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
