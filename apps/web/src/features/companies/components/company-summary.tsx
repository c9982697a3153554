import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TCompanyDetail } from '@rally/contracts/companies';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../../components/fact.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import { StageBadge } from '../../../components/stage-badge.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { PlanBadge } from './company-badges.tsx';
import { CompanyLogo } from './company-logo.tsx';

/** Whole days until the trial ends (a trial ending later today still has today: 1 day left). */
const daysLeft = (trialEndsAt: string) => Math.ceil(dayjs(trialEndsAt).diff(dayjs(), 'day', true));

/** The company itself, its plan and trial, and how many people it has, by status and role. */
export function CompanySummary({ company }: { company: TCompanyDetail }) {
  const { t } = useTranslation('companies');
  const { t: tc } = useTranslation();
  const left = company.trialEndsAt ? daysLeft(company.trialEndsAt) : null;
  const counts = [
    ['users', company.counts.users],
    ['active', company.counts.active],
    ['invited', company.counts.invited],
    ['disabled', company.counts.disabled],
    ['companyAdmins', company.counts.companyAdmins],
    ['players', company.counts.players],
    ['clients', company.counts.clients],
  ] as const;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder padding="lg">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <CompanyLogo
              src={company.logoUrl}
              alt={t('logo.alt', { name: company.name })}
              size={64}
              iconSize={30}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" style={{ flex: 1 }}>
              <Fact label={t('fields.language')}>{tc(`languages.${company.language}`)}</Fact>
              <Fact label={t('fields.timezone')}>{company.timezone.replaceAll('_', ' ')}</Fact>
              <Fact label={t('view.createdAt')}>{formatDate(company.createdAt)}</Fact>
            </SimpleGrid>
          </Group>
        </Card>
        <Card withBorder padding="lg">
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <Fact label={t('fields.plan')}>
              <PlanBadge plan={company.plan} />
            </Fact>
            <Fact label={t('fields.stage')}>
              <StageBadge stage={company.stage} label={t(`stages.${company.stage}`)} />
            </Fact>
            <Fact label={t('fields.trialEndsAt')}>
              {company.trialEndsAt ? formatDate(company.trialEndsAt) : t('view.noTrial')}
              {left !== null && (
                <Text size="sm" c={left > 3 ? 'dimmed' : 'red'}>
                  {left > 0 ? t('view.daysLeft', { count: left }) : t('view.trialOver')}
                </Text>
              )}
            </Fact>
          </SimpleGrid>
        </Card>
      </SimpleGrid>
      <PageSection id="company-counts" title={t('view.people')}>
        <SimpleGrid cols={{ base: 2, xs: 4, lg: 7 }} spacing="sm">
          {counts.map(([key, value]) => (
            <Card key={key} withBorder padding="sm">
              <Text size="xl" fw={700} lh={1.2}>
                {value}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`counts.${key}`, { count: value })}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </PageSection>
    </Stack>
  );
}
