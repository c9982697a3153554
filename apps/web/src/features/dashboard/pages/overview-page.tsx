import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/page-header.tsx';
import { WhenLoaded } from '../../../components/when-loaded.tsx';
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
      <WhenLoaded query={overview}>
        {(data) => (
          <Stack gap="xl">
            {data.scope === 'platform' ? (
              <CompanyTable companies={data.companies} />
            ) : (
              data.companies.map((company) => <CompanyCard key={company.id} company={company} />)
            )}
            <WithCurrentGames>
              {({ games }) => <CurrentGames games={games} showCompany={data.scope === 'platform'} />}
            </WithCurrentGames>
          </Stack>
        )}
      </WhenLoaded>
    </>
  );
}

OverviewPage.openingData = dashboardOpeningData satisfies TOpensWithData['openingData'];
