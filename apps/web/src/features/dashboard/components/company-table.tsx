import type { TCompanyOverview } from '@rally/contracts/dashboard';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import { StageBadge } from '../../../components/stage-badge.tsx';
import { useTableState } from '../../../components/use-table-state.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useCompanyLabels } from './use-company-labels.ts';

type TCompanySummary = TCompanyOverview['companies'][number];

/**
 * Every company, with the same figures a company admin sees on their own card. The overview
 * answers with the whole list, so the table sorts, searches and pages it in the browser.
 */
export function CompanyTable({ companies }: { companies: TCompanySummary[] }) {
  const { t } = useTranslation('dashboard');
  const labels = useCompanyLabels();
  const { view, update } = useTableState({ sort: 'name' });

  const columns = useMemo<ColumnDef<TCompanySummary>[]>(
    () => [
      { accessorKey: 'name', header: t('overview.columns.name') },
      {
        accessorKey: 'plan',
        header: t('overview.columns.plan'),
        cell: ({ row }) => labels.plan(row.original.plan),
        enableGlobalFilter: false,
      },
      {
        accessorKey: 'stage',
        header: t('overview.columns.stage'),
        cell: ({ row }) => <StageBadge stage={row.original.stage} label={labels.stage(row.original.stage)} />,
        enableGlobalFilter: false,
      },
      {
        // ISO dates sort as text; companies without a trial sort first.
        id: 'trialEndsAt',
        accessorFn: (company) => company.trialEndsAt ?? '',
        header: t('overview.columns.trialEndsAt'),
        cell: ({ row }) => formatDate(row.original.trialEndsAt),
        enableGlobalFilter: false,
      },
      {
        accessorKey: 'users',
        header: t('overview.columns.users'),
        meta: { numeric: true },
        enableGlobalFilter: false,
      },
      {
        accessorKey: 'activeUsers',
        header: t('overview.columns.activeUsers'),
        meta: { numeric: true },
        enableGlobalFilter: false,
      },
    ],
    [t, labels],
  );

  return (
    <DataTable
      label={t('overview.table')}
      columns={columns}
      rows={companies}
      getRowId={(company) => company.id}
      view={view}
      onViewChange={update}
      searchLabel={t('overview.search')}
      emptyText={t('overview.empty')}
    />
  );
}
