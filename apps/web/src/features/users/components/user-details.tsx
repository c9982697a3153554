import { Anchor, Avatar, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TUserDetail } from '@rally/contracts/users';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Fact } from '../../../components/fact.tsx';
import { UserStatusBadge } from '../../../components/user-status-badge.tsx';
import { useAppAbility } from '../../../lib/abilities.tsx';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** Who a user is, where they belong, and how their account stands. */
export function UserDetails({ user }: { user: TUserDetail }) {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation();
  const seesCompany = useAppAbility().can('read', 'Company');

  return (
    <Card withBorder padding="lg" maw={900}>
      <Group gap="md" mb="lg" wrap="nowrap">
        <Avatar size={56} radius="xl" color="indigo" variant="light" aria-hidden>
          {initials(user.fullName)}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {t('fields.email')}
          </Text>
          <Anchor href={`mailto:${user.email}`} fw={500} style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Anchor>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
        <Fact label={t('fields.company')}>
          {seesCompany ? (
            <Anchor component={Link} to={paths.companies.view.href(user.companyId)}>
              {user.companyName}
            </Anchor>
          ) : (
            user.companyName
          )}
        </Fact>
        <Fact label={t('fields.role')}>{tc(`roles.${user.role}`)}</Fact>
        <Fact label={t('fields.status')}>
          <UserStatusBadge status={user.status} />
        </Fact>
        <Fact label={t('fields.language')}>{tc(`languages.${user.language}`)}</Fact>
        <Fact label={t('fields.lastLoginAt')}>
          {user.lastLoginAt ? formatDateTime(user.lastLoginAt) : t('profile.neverSignedIn')}
        </Fact>
        <Fact label={t('fields.createdAt')}>{formatDate(user.createdAt)}</Fact>
      </SimpleGrid>
    </Card>
  );
}
