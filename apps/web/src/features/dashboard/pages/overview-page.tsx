import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCompanyOverview } from '../api/dashboard-api.ts';
import { CompanyCard } from '../components/company-card.tsx';
import { CompanyTable } from '../components/company-table.tsx';

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
      ) : overview.data.scope === 'platform' ? (
        <CompanyTable companies={overview.data.companies} />
      ) : (
        overview.data.companies.map((company) => <CompanyCard key={company.id} company={company} />)
      )}
    </>
  );
}
