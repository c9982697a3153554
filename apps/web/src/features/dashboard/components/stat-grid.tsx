import { SimpleGrid } from '@mantine/core';
import type { TCompanyOverview } from '@rally/contracts/dashboard';
import {
  IconBuildingSkyscraper,
  IconCreditCard,
  IconLogin2,
  IconMailForward,
  IconTargetArrow,
  IconUserCheck,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { StatCard } from './stat-card.tsx';
import { useCompanyLabels } from './use-company-labels.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The counts of people by where they stand, each with its own colour. */
const PEOPLE = [
  { key: 'active', total: 'active', icon: IconUserCheck, color: 'teal' },
  { key: 'invited', total: 'invited', icon: IconMailForward, color: 'yellow' },
  { key: 'signedIn', total: 'signedInLast7Days', icon: IconLogin2, color: 'cyan' },
] as const;

/** The headline figures: people for everyone, companies and leads for the platform, the plan for a company admin. */
export function StatGrid({ overview }: { overview: TCompanyOverview }) {
  const { t } = useTranslation('dashboard');
  const labels = useCompanyLabels();
  const role = useSession()?.user.role;
  const { totals, leads, scope } = overview;
  const company = scope === 'company' ? overview.companies[0] : undefined;
  const number = (value: number) => value.toLocaleString(currentLanguage());
  const trials = overview.companies.filter((summary) => summary.stage === 'trial').length;

  const planHint = () => {
    if (!company) return undefined;
    if (!company.trialEndsAt) return t('stats.stage', { stage: labels.stage(company.stage) });
    const days = Math.ceil((Date.parse(company.trialEndsAt) - Date.now()) / DAY_MS);
    return days > 0
      ? t('stats.trialDaysLeft', { days })
      : t('stats.trialEnded', { date: formatDate(company.trialEndsAt) });
  };

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md" mb="lg">
      {scope === 'platform' && (
        <StatCard
          label={t('stats.companies')}
          value={number(totals.companies)}
          hint={t('stats.companiesHint', { trials: number(trials) })}
          icon={IconBuildingSkyscraper}
        />
      )}
      <StatCard
        label={t('stats.users')}
        value={number(totals.users)}
        hint={t('stats.usersHint', { disabled: number(totals.disabled) })}
        icon={IconUsers}
      />
      {PEOPLE.map(({ key, total, icon, color }) => (
        <StatCard
          key={key}
          label={t(`stats.${key}`)}
          value={number(totals[total])}
          hint={t(`stats.${key}Hint`)}
          icon={icon}
          color={color}
        />
      ))}
      {leads && (
        <StatCard
          label={t('stats.leads')}
          value={number(leads.new)}
          hint={t('stats.leadsHint', { total: number(leads.total) })}
          icon={IconTargetArrow}
          color="grape"
        />
      )}
      {company && role === 'company_admin' && (
        <StatCard
          label={t('stats.plan')}
          value={labels.plan(company.plan)}
          hint={planHint()}
          icon={IconCreditCard}
          color="pink"
        />
      )}
    </SimpleGrid>
  );
}
