import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TCompanyOverview } from '@rally/contracts/dashboard';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StageBadge } from '../../../components/stage-badge.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useCompanyLabels } from './use-company-labels.ts';

type Props = { company: TCompanyOverview['companies'][number] };

/** A company admin's or client's own company, with the figures a platform admin sees in the table. */
export function CompanyCard({ company }: Props) {
  const { t } = useTranslation('dashboard');
  const labels = useCompanyLabels();
  const facts: [string, ReactNode][] = [
    [t('overview.columns.plan'), labels.plan(company.plan)],
    [t('overview.columns.trialEndsAt'), formatDate(company.trialEndsAt)],
    [t('overview.columns.users'), company.users.toLocaleString(currentLanguage())],
    [t('overview.columns.activeUsers'), company.activeUsers.toLocaleString(currentLanguage())],
  ];

  return (
    <Card withBorder radius="md" padding="lg" maw={720}>
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} size="h3">
          {company.name}
        </Title>
        <StageBadge stage={company.stage} label={labels.stage(company.stage)} />
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {facts.map(([label, value]) => (
          <Stack key={label} gap={2}>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text fw={600} size="lg">
              {value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
}
