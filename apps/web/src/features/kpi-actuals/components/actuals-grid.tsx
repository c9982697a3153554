import { Alert, Button, Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import { numberFormat } from '@rally/contracts/intl';
import type { TKpiActualColumn, TKpiActualGrid, TKpiActualRow } from '@rally/contracts/kpi-actuals';
import { IconDeviceFloppy, IconLock } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { SideScroll } from '../../../components/side-scroll.tsx';
import { announce } from '../../../lib/announce.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { type TSubject, useSaveActuals } from '../api/kpi-actuals-api.ts';
import { achievementOf, pointsFor } from './kpi-points.ts';

type Props = { gameId: string; grid: TKpiActualGrid; subject: TSubject; readOnly: boolean };

const cellKey = (subjectId: string, kpiId: string) => `${subjectId}:${kpiId}`;

/**
 * The grid of one round: a row per player (or team), a column per KPI with its target, each cell
 * the actual with its achievement and points. Typed values are kept until "Save" sends them all in
 * one call; the points shown while typing are computed as the server will (kpi-points.ts).
 */
export function ActualsGrid({ gameId, grid, subject, readOnly }: Props) {
  const { t, i18n } = useTranslation('kpi-actuals');
  const [edits, setEdits] = useState<Record<string, string>>({});
  const save = useSaveActuals(gameId);
  const saveRef = useRef<HTMLButtonElement>(null);
  const number = numberFormat(i18n.language, { maximumFractionDigits: 4 });
  const percent = numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });

  const saved = (row: TKpiActualRow, kpiId: string) => row.cells.find((c) => c.kpiId === kpiId);
  const changes = grid.rows.flatMap((row) =>
    grid.columns.flatMap((column) => {
      const typed = edits[cellKey(row.id, column.kpiId)];
      if (typed === undefined) return [];
      const before = saved(row, column.kpiId)?.value ?? null;
      const value = typed.trim() === '' ? null : Number(typed);
      if (value === before || (value !== null && Number.isNaN(value))) return [];
      return [{ kpiId: column.kpiId, subjectId: row.id, value }];
    }),
  );

  async function onSave() {
    if (changes.length === 0) return;
    await save.mutateAsync({ setTimeId: grid.setTimeId, subject, entries: changes });
    setEdits({});
    const message = t('grid.saved', { count: changes.length });
    notifySuccess(message);
    announce(message);
    saveRef.current?.focus();
  }

  if (grid.columns.length === 0) return <Text c="dimmed">{t('grid.noKpis')}</Text>;
  if (grid.rows.length === 0)
    return <Text c="dimmed">{t(subject === 'team' ? 'grid.noTeams' : 'grid.noPlayers')}</Text>;

  const targetText = (c: TKpiActualColumn) =>
    c.target === null
      ? t('grid.noTarget')
      : t(c.targetScope === 'round' ? 'grid.targetRound' : 'grid.target', {
          target: `${number.format(c.target)}${c.unit ? ` ${c.unit}` : ''}`,
        });

  return (
    <Stack gap="sm">
      {grid.closed && (
        <Alert color="gray" variant="light" icon={<IconLock aria-hidden />}>
          {t(grid.setTimeId ? 'grid.closed' : 'grid.gameFrozen')}
        </Alert>
      )}
      <SideScroll label={t('title')} minWidth={260 + grid.columns.length * 170}>
        <Table striped withTableBorder verticalSpacing="xs" captionSide="top">
          <Table.Caption style={{ textAlign: 'start' }}>{t('grid.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t(subject === 'team' ? 'grid.team' : 'grid.player')}</Table.Th>
              {grid.columns.map((c) => (
                <Table.Th key={c.kpiId} scope="col">
                  <Text fw={600} size="sm">
                    {c.name}
                    {c.unit ? ` (${c.unit})` : ''}
                  </Text>
                  <Text size="xs" c="dimmed" fw={400}>
                    {targetText(c)} · {t(`direction.${c.direction}`)} ·{' '}
                    {t('grid.weight', { count: c.weight })}
                  </Text>
                </Table.Th>
              ))}
              <Table.Th scope="col" ta="end">
                {t('grid.points')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {grid.rows.map((row) => {
              let total = 0;
              const cells = grid.columns.map((column) => {
                const key = cellKey(row.id, column.kpiId);
                const stored = saved(row, column.kpiId);
                const typed = edits[key];
                const shown = typed ?? (stored ? String(stored.value) : '');
                const value = shown.trim() === '' ? null : Number(shown);
                const achievement =
                  value === null || Number.isNaN(value) ? null : achievementOf(column, value);
                const points = value === null || Number.isNaN(value) ? 0 : pointsFor(column, achievement);
                total += points;
                return (
                  <Table.Td key={column.kpiId}>
                    <NumberInput
                      size="xs"
                      value={shown}
                      onChange={(v) => setEdits((e) => ({ ...e, [key]: String(v) }))}
                      min={0}
                      decimalScale={4}
                      hideControls
                      disabled={readOnly}
                      aria-label={t('grid.cellLabel', { kpi: column.name, name: row.name })}
                      w={140}
                    />
                    <Text size="xs" c="dimmed" mt={2}>
                      {value === null
                        ? t('grid.empty')
                        : achievement === null
                          ? t('grid.noPoints')
                          : t('grid.cellPoints', { achievement: percent.format(achievement), count: points })}
                    </Text>
                  </Table.Td>
                );
              });
              return (
                <Table.Tr key={row.id}>
                  <Table.Th scope="row" fw={400}>
                    <Text size="sm" fw={500}>
                      {row.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {subject === 'team' ? t('grid.members', { count: Number(row.detail) }) : row.teamName}
                    </Text>
                  </Table.Th>
                  {cells}
                  <Table.Td ta="end" fw={600}>
                    {number.format(total)}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </SideScroll>
      <ErrorAlert error={save.error} />
      {!readOnly && (
        <Group justify="flex-end">
          <Button
            ref={saveRef}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            onClick={onSave}
            loading={save.isPending}
            // Kept focusable when there is nothing to save, so focus stays here after a save.
            data-disabled={changes.length === 0 || undefined}
            aria-disabled={changes.length === 0}
          >
            {t('grid.save', { count: changes.length })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
