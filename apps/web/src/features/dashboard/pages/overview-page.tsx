import { Stack } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import type { TOpensWithData } from '../../../lib/opening.ts';
import { dashboardOpeningData, useCompanyOverview } from '../api/dashboard-api.ts';
import { CompanyCard } from '../components/company-card.tsx';
import { CompanyTable } from '../components/company-table.tsx';
import { CurrentGames } from '../components/current-games.tsx';
import { WithCurrentGames } from '../components/current-games-section.tsx';

/**
 * Companies at a glance: every company for platform admins, one's own for everyone else who may
 * read it. Figures are about companies and people, never one player's results (DESIGN section 2).
 */
export function OverviewPage() {
  const overview = useCompanyOverview();
  return (
    <>
      <PageHeader />
      {overview.isPending ? (
        <LoadingScreen />
      ) : overview.isError ? (
        <ErrorAlert error={overview.error} />
      ) : (
        <Stack gap="xl">
          {overview.data.scope === 'platform' ? (
            <CompanyTable companies={overview.data.companies} />
          ) : (
            overview.data.companies.map((company) => <CompanyCard key={company.id} company={company} />)
          )}
          <WithCurrentGames>
            {({ games }) => <CurrentGames games={games} showCompany={overview.data.scope === 'platform'} />}
          </WithCurrentGames>
        </Stack>
      )}
    </>
  );
}

OverviewPage.openingData = dashboardOpeningData satisfies TOpensWithData['openingData'];
