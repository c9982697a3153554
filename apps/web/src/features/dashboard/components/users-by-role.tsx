import { Group, Progress, Stack, Text } from '@mantine/core';
import { ROLES } from '@rally/contracts/abilities';
import type { TCompanyOverview } from '@rally/contracts/dashboard';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import { DashboardCard } from './dashboard-card.tsx';

const COLORS = { admin: 'grape', company_admin: 'indigo', player: 'teal', client: 'orange' } as const;

/** How many people hold each role. Platform admins only exist at platform scope, so a company hides them. */
export function UsersByRole({ overview }: { overview: TCompanyOverview }) {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation();
  const roles = ROLES.filter((role) => overview.scope === 'platform' || role !== 'admin');
  const total = roles.reduce((sum, role) => sum + overview.byRole[role], 0);

  return (
    <DashboardCard title={t('analytics.byRole')} hint={t('analytics.byRoleHint')}>
      <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {roles.map((role) => (
          <li key={role}>
            <Group justify="space-between" mb={4} wrap="nowrap">
              <Text size="sm">{tc(`roles.${role}`)}</Text>
              <Text size="sm" fw={600}>
                {overview.byRole[role].toLocaleString(currentLanguage())}
              </Text>
            </Group>
            {/* The number above says it; the bar only shows the share at a glance. */}
            <Progress
              value={total ? (overview.byRole[role] / total) * 100 : 0}
              color={COLORS[role]}
              size="sm"
              aria-hidden
            />
          </li>
        ))}
      </Stack>
    </DashboardCard>
  );
}
