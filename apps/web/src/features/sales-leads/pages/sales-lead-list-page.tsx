import { Stack, Text } from '@mantine/core';
import { LEAD_SORTS, LEAD_SOURCES, LEAD_STATUSES, type TSalesLead } from '@rally/contracts/sales-leads';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import { dateColumn } from '../../../components/date-column.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { linkColumn } from '../../../components/link-column.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { serverPage } from '../../../components/server-page.ts';
import { knownValue, listOpeningData, pagedQuery } from '../../../components/table-query.ts';
import { type TTableDefaults, type TTableView, useTableState } from '../../../components/use-table-state.ts';
import { formatDate } from '../../../lib/dates.ts';
import type { TOpensWithData } from '../../../lib/opening.ts';
import { paths } from '../../../lib/paths.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { leadListQueryOptions, type TLeadListParams, useLeadList } from '../api/sales-leads-api.ts';
import { LeadStatusBadge } from '../components/lead-status-badge.tsx';

const LEAD_FILTERS = ['status', 'source'] as const;
const LIST_VIEW: TTableDefaults<(typeof LEAD_FILTERS)[number]> = {
  sort: 'createdAt',
  order: 'desc',
  filters: LEAD_FILTERS,
};

/** What the list asks the server for, from its view in the URL. */
const leadListParams = (view: TTableView<(typeof LEAD_FILTERS)[number]>): TLeadListParams => ({
  ...pagedQuery(view, LEAD_SORTS, 'createdAt'),
  status: knownValue(LEAD_STATUSES, view.filters.status),
  source: knownValue(LEAD_SOURCES, view.filters.source),
});

/** `/saleslead-list` (platform admins): every lead as it arrives, searched, filtered, sorted. */
export function SalesLeadListPage() {
  const { t } = useTranslation('sales-leads');
  const { view, update } = useTableState(LIST_VIEW);
  const leads = useLeadList(leadListParams(view));

  const columns = useMemo<ColumnDef<TSalesLead>[]>(
    () => [
      linkColumn('companyName', t('columns.companyName'), (lead) => paths.sales.lead.href(lead.id)),
      {
        id: 'contact',
        header: t('columns.contact'),
        enableSorting: false,
        cell: ({ row: { original: lead } }) => (
          <Stack gap={0}>
            <Text size="sm">{lead.contactName}</Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {lead.email}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'source',
        header: t('columns.source'),
        enableSorting: false,
        cell: ({ row }) => t(`sources.${row.original.source}`),
      },
      {
        accessorKey: 'status',
        header: t('columns.status'),
        cell: ({ row }) => <LeadStatusBadge status={row.original.status} />,
      },
      {
        id: 'owner',
        header: t('columns.owner'),
        enableSorting: false,
        cell: ({ row }) => row.original.owner?.fullName ?? '—',
      },
      {
        id: 'trialEndsAt',
        header: t('columns.trialEndsAt'),
        cell: ({ row }) => formatDate(row.original.company?.trialEndsAt ?? null),
      },
      dateColumn('createdAt', t('columns.createdAt')),
    ],
    [t],
  );

  const filters = (
    <>
      <FilterSelect
        view={view}
        onViewChange={update}
        name="status"
        label={t('fields.status')}
        placeholder={t('list.allStatuses')}
        data={LEAD_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
      />
      <FilterSelect
        view={view}
        onViewChange={update}
        name="source"
        label={t('fields.source')}
        placeholder={t('list.allSources')}
        data={LEAD_SOURCES.map((value) => ({ value, label: t(`sources.${value}`) }))}
      />
    </>
  );

  return (
    <>
      <PageHeader />
      <Stack gap="md">
        <ErrorAlert error={leads.error} />
        <DataTable
          label={t('list.title')}
          columns={columns}
          {...serverPage(leads)}
          getRowId={(lead) => lead.id}
          view={view}
          onViewChange={update}
          toolbar={filters}
          searchLabel={t('list.search')}
          emptyText={t('list.empty')}
          minWidth={900}
        />
      </Stack>
    </>
  );
}

SalesLeadListPage.openingData = listOpeningData(LIST_VIEW, (view) => [
  queryClient.prefetchQuery(leadListQueryOptions(leadListParams(view))),
]) satisfies TOpensWithData['openingData'];
