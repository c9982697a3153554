import { Stack } from '@mantine/core';
import { COMPANY_SORTS, COMPANY_STAGES, type TCompany } from '@rally/contracts/companies';
import { PLANS } from '@rally/contracts/constants';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { LinkButton } from '../../../components/page-actions.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { serverPage } from '../../../components/server-page.ts';
import { knownValue, listOpeningData, pagedQuery } from '../../../components/table-query.ts';
import { type TTableDefaults, type TTableView, useTableState } from '../../../components/use-table-state.ts';
import type { TCompanyListParams } from '../../../lib/company-queries.ts';
import type { TOpensWithData } from '../../../lib/opening.ts';
import { paths } from '../../../lib/paths.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { companyListQueryOptions, useCompanyList } from '../api/companies-api.ts';
import { CompanyTable } from '../components/company-table.tsx';
import { DeleteCompanyDialog } from '../components/delete-company-dialog.tsx';

const LIST_VIEW: TTableDefaults<'plan' | 'stage'> = { sort: 'name', filters: ['plan', 'stage'] };

/** What the list asks the server for, from its view in the URL. */
const companyListParams = (view: TTableView<'plan' | 'stage'>): TCompanyListParams => ({
  ...pagedQuery(view, COMPANY_SORTS, 'name'),
  plan: knownValue(PLANS, view.filters.plan),
  stage: knownValue(COMPANY_STAGES, view.filters.stage),
});

/** `/companies/company-list` (platform admins). */
export function CompanyListPage() {
  const { t } = useTranslation('companies');
  const { view, update } = useTableState(LIST_VIEW);
  const [deleting, setDeleting] = useState<TCompany | null>(null);
  const companies = useCompanyList(companyListParams(view));

  const filters = (
    <>
      <FilterSelect
        view={view}
        onViewChange={update}
        name="plan"
        label={t('fields.plan')}
        placeholder={t('list.allPlans')}
        data={PLANS.map((value) => ({ value, label: t(`plans.${value}`) }))}
      />
      <FilterSelect
        view={view}
        onViewChange={update}
        name="stage"
        label={t('fields.stage')}
        placeholder={t('list.allStages')}
        data={COMPANY_STAGES.map((value) => ({ value, label: t(`stages.${value}`) }))}
      />
    </>
  );

  return (
    <>
      <PageHeader
        actions={
          <LinkButton to={paths.companies.create.href()} icon={IconPlus} variant="filled">
            {t('list.create')}
          </LinkButton>
        }
      />
      <Stack gap="md">
        <ErrorAlert error={companies.error} />
        <CompanyTable
          {...serverPage(companies)}
          view={view}
          onViewChange={update}
          toolbar={filters}
          onDelete={setDeleting}
        />
      </Stack>
      <DeleteCompanyDialog company={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

CompanyListPage.openingData = listOpeningData(LIST_VIEW, (view) => [
  queryClient.prefetchQuery(companyListQueryOptions(companyListParams(view))),
]) satisfies TOpensWithData['openingData'];
