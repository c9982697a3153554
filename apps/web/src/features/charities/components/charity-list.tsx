import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { TCharity } from '@rally/contracts/charities';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../components/actions-column.tsx';
import { ActionsMenu } from '../../../components/actions-menu.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useTableState } from '../../../components/use-table-state.ts';
import { useCharities } from '../../../lib/charity-queries.ts';
import { useCharityTotals } from '../api/ledger-api.ts';
import { CharityForm } from './charity-form.tsx';
import { DeleteCharityDialog } from './delete-charity-dialog.tsx';
import { formatMoney } from './format-money.ts';

/**
 * The platform's charity list, kept by platform admins: create, edit, delete, and what all games of
 * every company have raised for each charity so far (one sum per currency).
 */
export function CharityList() {
  const { t } = useTranslation('charities');
  const charities = useCharities();
  const totals = useCharityTotals();
  const totalsOf = new Map(totals.data?.map((c) => [c.charityId, c.totals]));
  const { view, update } = useTableState({ sort: 'name' });
  const [editing, setEditing] = useState<{ charity?: TCharity } | null>(null);
  const [deleting, setDeleting] = useState<TCharity | null>(null);
  const close = () => setEditing(null);

  const columns: ColumnDef<TCharity>[] = [
    {
      accessorKey: 'name',
      header: t('list.name'),
      cell: ({ row }) => (
        <div>
          <Text size="sm" fw={500}>
            {row.original.name}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {row.original.description}
          </Text>
        </div>
      ),
    },
    {
      accessorKey: 'website',
      header: t('list.website'),
      enableSorting: false,
      cell: ({ row }) =>
        row.original.website ? (
          <Anchor href={row.original.website} target="_blank" rel="noreferrer" size="sm">
            {new URL(row.original.website).host}
          </Anchor>
        ) : (
          '—'
        ),
    },
    {
      id: 'raised',
      header: t('totals.column'),
      enableSorting: false,
      cell: ({ row }) => {
        const sums = totalsOf.get(row.original.id);
        if (!sums) return totals.isPending ? '…' : '—';
        if (sums.length === 0) return <Text size="sm">{t('totals.none')}</Text>;
        return (
          <Stack gap={0}>
            {sums.map((sum) => (
              <Text size="sm" key={sum.currency}>
                {t('totals.games', { amount: formatMoney(sum.raised, sum.currency), count: sum.games })}
              </Text>
            ))}
          </Stack>
        );
      },
    },
    actionsColumn(t('link.actions'), (charity) => (
      <ActionsMenu
        label={t('list.menu', { name: charity.name })}
        actions={[
          { label: t('list.edit'), icon: IconPencil, onClick: () => setEditing({ charity }) },
          { label: t('list.delete'), icon: IconTrash, danger: true, onClick: () => setDeleting(charity) },
        ]}
      />
    )),
  ];

  return (
    <Stack gap="md" component="section" aria-labelledby="charity-list-title">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3" id="charity-list-title">
          {t('list.title')}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({})}>
          {t('list.add')}
        </Button>
      </Group>
      <ErrorAlert error={charities.error ?? totals.error} />
      <DataTable
        label={t('list.title')}
        columns={columns}
        rows={charities.data ?? []}
        getRowId={(charity) => charity.id}
        view={view}
        onViewChange={update}
        loading={charities.isPending}
        searchLabel={t('list.search')}
        emptyText={t('list.empty')}
        minWidth={640}
      />
      <FormDialog
        opened={editing !== null}
        onClose={close}
        title={t(editing?.charity ? 'list.editTitle' : 'list.newTitle')}
      >
        <CharityForm charity={editing?.charity} onSaved={close} onCancel={close} />
      </FormDialog>
      <DeleteCharityDialog charity={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
