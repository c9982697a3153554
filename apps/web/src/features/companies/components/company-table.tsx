import { Anchor, Avatar, Group } from '@mantine/core';
import type { TCompany } from '@rally/contracts/companies';
import { IconBuilding } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { actionsColumn } from '../../../components/actions-column.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { dateColumn } from '../../../components/date-column.ts';
import type { TServerPageProps } from '../../../components/server-page.ts';
import { StageBadge } from '../../../components/stage-badge.tsx';
import { paths } from '../../../lib/paths.ts';
import { PlanBadge } from './company-badges.tsx';
import { CompanyRowActions } from './company-row-actions.tsx';

type Props = TServerPageProps<TCompany> & {
  onDelete: (company: TCompany) => void;
};

/** The platform's companies, one server page at a time; column ids are the API's sort keys. */
export function CompanyTable({ onDelete, ...props }: Props) {
  const { t } = useTranslation('companies');
  const columns = useMemo<ColumnDef<TCompany>[]>(
    () => [
      {
        accessorKey: 'name',
        header: t('columns.name'),
        cell: ({ row: { original: company } }) => (
          <Group gap="sm" wrap="nowrap">
            <Avatar src={company.logoUrl} alt="" size={32} radius="sm" color="indigo" variant="light">
              <IconBuilding size={18} aria-hidden />
            </Avatar>
            <Anchor component={Link} to={paths.companies.view.href(company.id)} fw={600}>
              {company.name}
            </Anchor>
          </Group>
        ),
      },
      {
        accessorKey: 'plan',
        header: t('columns.plan'),
        cell: ({ row }) => <PlanBadge plan={row.original.plan} />,
      },
      {
        accessorKey: 'stage',
        header: t('columns.stage'),
        cell: ({ row }) => (
          <StageBadge stage={row.original.stage} label={t(`stages.${row.original.stage}`)} />
        ),
      },
      dateColumn('trialEndsAt', t('columns.trialEndsAt')),
      { accessorKey: 'users', header: t('columns.users'), meta: { numeric: true } },
      dateColumn('createdAt', t('columns.createdAt')),
      actionsColumn(t('columns.actions'), (company) => (
        <CompanyRowActions company={company} onDelete={onDelete} />
      )),
    ],
    // `t` changes with the language, so headers and dates are rebuilt in the new one.
    [t, onDelete],
  );

  return (
    <DataTable
      label={t('list.title')}
      columns={columns}
      getRowId={(company) => company.id}
      searchLabel={t('list.search')}
      emptyText={t('list.empty')}
      minWidth={860}
      {...props}
    />
  );
}
