import { ActionIcon, Box, Button, Group, Menu, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { TKpi } from '@rally/contracts/kpis';
import { IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/data-table.tsx';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { useGameKpis, useGameTargets } from '../../api/kpis-api.ts';
import { ContentLockNotice, useContentLock } from '../content/content-lock.tsx';
import { useLocalTableView } from '../content/use-local-table-view.ts';
import { DeleteKpiDialog } from './delete-kpi-dialog.tsx';
import { DirectionLabel } from './direction-label.tsx';
import { formatTarget } from './format-target.ts';
import { KpiForm } from './kpi-form.tsx';

type Props = { gameId: string };

/** A game's KPIs (unit, which way is better, weight) with each one's game-wide target. */
export function KpisEditor({ gameId }: Props) {
  const { t } = useTranslation('kpis');
  const { t: tc } = useTranslation();
  const kpis = useGameKpis(gameId);
  const targets = useGameTargets(gameId);
  const lock = useContentLock(gameId);
  const { view, update } = useLocalTableView();
  const [editing, setEditing] = useState<{ kpi?: TKpi } | null>(null);
  const [deleting, setDeleting] = useState<TKpi | null>(null);
  // The game-wide target of each KPI (targets of a single set time are the goals screen's).
  const targetOf = (kpi: TKpi) =>
    targets.data?.find((goal) => goal.kpiId === kpi.id && goal.setTimeId === null);

  const columns: ColumnDef<TKpi>[] = [
    { accessorKey: 'name', header: t('kpi.name') },
    { accessorKey: 'unit', header: t('kpi.unit'), cell: ({ row }) => row.original.unit || '—' },
    {
      accessorKey: 'direction',
      header: t('kpi.direction'),
      cell: ({ row }) => <DirectionLabel direction={row.original.direction} />,
    },
    { accessorKey: 'weight', header: t('kpi.weight'), meta: { numeric: true } },
    {
      id: 'target',
      header: t('kpi.target'),
      meta: { numeric: true },
      cell: ({ row }) => formatTarget(targetOf(row.original)?.target, row.original.unit),
    },
    {
      id: 'actions',
      // Positioned, so the hidden label stays inside the table's scroll box instead of widening the page.
      header: () => (
        <Box component="span" pos="relative">
          <VisuallyHidden>{t('kpi.actions')}</VisuallyHidden>
        </Box>
      ),
      cell: ({ row }) =>
        lock.readOnly ? null : (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('kpi.menu', { name: row.original.name })}
              >
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => setEditing({ kpi: row.original })}
              >
                {t('kpi.edit')}
              </Menu.Item>
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setDeleting(row.original)}
              >
                {t('kpi.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ),
    },
  ];
  const close = () => setEditing(null);

  return (
    <Stack gap="md">
      <ContentLockNotice reason={lock.reason} />
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" maw={560}>
          {t('editor.summary')}
        </Text>
        {!lock.readOnly && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({})}>
            {t('kpi.add')}
          </Button>
        )}
      </Group>
      <ErrorAlert error={kpis.error ?? targets.error} />
      <DataTable
        label={t('editor.table')}
        columns={columns}
        rows={kpis.data ?? []}
        getRowId={(kpi) => kpi.id}
        view={view}
        onViewChange={update}
        loading={kpis.isPending || targets.isPending}
        sortable={false}
        emptyText={t('editor.empty')}
        minWidth={560}
      />
      <Modal
        opened={editing !== null}
        onClose={close}
        title={t(editing?.kpi ? 'kpi.editTitle' : 'kpi.newTitle')}
        closeButtonProps={{ 'aria-label': tc('dialog.close') }}
        size="lg"
        centered
      >
        <KpiForm
          gameId={gameId}
          kpi={editing?.kpi}
          target={editing?.kpi && targetOf(editing.kpi)}
          onSaved={close}
          onCancel={close}
        />
      </Modal>
      <DeleteKpiDialog gameId={gameId} kpi={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
