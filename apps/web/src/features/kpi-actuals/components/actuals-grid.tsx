import { Alert, Group, List, NumberInput, Stack, Table, Text } from '@mantine/core';
import { numberFormat } from '@rally/contracts/intl';
import {
  type TKpiActualColumn,
  type TKpiActualGrid,
  type TKpiActualRow,
  ZKpiActualValue,
} from '@rally/contracts/kpi-actuals';
import { IconDeviceFloppy, IconLock } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, ProblemAlert } from '../../../components/error-alert.tsx';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { SideScroll } from '../../../components/side-scroll.tsx';
import { announce } from '../../../lib/announce.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { announceRefusal, schemaErrors } from '../../../lib/forms.ts';
import { messageText } from '../../../lib/messages.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { type TSubject, useSaveActuals } from '../api/kpi-actuals-api.ts';
import { achievementOf, pointsFor } from './kpi-points.ts';

type Props = { gameId: string; grid: TKpiActualGrid; subject: TSubject; readOnly: boolean };

const cellKey = (subjectId: string, kpiId: string) => `${subjectId}:${kpiId}`;

/** How a column names its target: the round's own, its share of the game's, or the game's. */
const TARGET_TEXT = {
  round: 'grid.targetRound',
  prorated: 'grid.targetProrated',
  game: 'grid.target',
} as const;

/** A typed value as the server will read it: null (empty: remove), a number, or NaN (not a number). */
const parsed = (typed: string) => (typed.trim() === '' ? null : Number(typed));

/** Why a typed value would be refused, checked by the schema the server uses; null when it is fine. */
const problemOf = (value: number | null) =>
  value === null ? null : ((schemaErrors(ZKpiActualValue, value)[''] as string | undefined) ?? null);

/** The cells a refused save names (`entries.N.…`), mapped back to the entries that were sent. */
function refusedCells(
  error: unknown,
  sent: { kpiId: string; subjectId: string }[],
  t: TFunction<'kpi-actuals'>,
) {
  const cells: Record<string, string> = {};
  if (!(error instanceof ApiError)) return cells;
  for (const detail of error.details) {
    const entry = sent[Number(/^entries\.(\d+)\b/.exec(detail.path)?.[1] ?? Number.NaN)];
    if (entry) cells[cellKey(entry.subjectId, entry.kpiId)] ??= messageText(t, detail);
  }
  return cells;
}

/**
 * The grid of one round: a row per player (or team), a column per KPI with its target, each cell
 * the actual with its achievement and points. Typed values are kept until "Save" sends them all in
 * one call; the points shown while typing are computed as the server will (kpi-points.ts) and
 * marked as not saved, and the row totals count only what is saved. A cell is checked as it is
 * typed; while any is invalid, saving sends nothing (ADR 0015): the alert names the cells and
 * focus goes to the first. Cells the server refuses (400 naming `entries.N`) are marked the same way.
 */
export function ActualsGrid({ gameId, grid, subject, readOnly }: Props) {
  const { t, i18n } = useTranslation('kpi-actuals');
  const [edits, setEdits] = useState<Record<string, string>>({});
  // Messages of the cells the server refused, until they are typed again.
  const [refused, setRefused] = useState<Record<string, string>>({});
  // Whether a save was refused here: from then on the alert lists the cells still to fix.
  const [tried, setTried] = useState(false);
  const save = useSaveActuals(gameId);
  const saveRef = useRef<HTMLButtonElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const number = numberFormat(i18n.language, { maximumFractionDigits: 4 });
  const percent = numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });

  const saved = (row: TKpiActualRow, kpiId: string) => row.cells.find((c) => c.kpiId === kpiId);
  const cellName = (row: TKpiActualRow, column: TKpiActualColumn) =>
    t('grid.cellLabel', { kpi: column.name, name: row.name });
  const changes = grid.rows.flatMap((row) =>
    grid.columns.flatMap((column) => {
      const key = cellKey(row.id, column.kpiId);
      const typed = edits[key];
      if (typed === undefined) return [];
      const value = parsed(typed);
      if (value === (saved(row, column.kpiId)?.value ?? null)) return [];
      const problem = problemOf(value) ?? refused[key] ?? null;
      return [{ kpiId: column.kpiId, subjectId: row.id, value, key, problem, name: cellName(row, column) }];
    }),
  );
  const changeOf = new Map(changes.map((c) => [c.key, c]));
  const problems = changes.filter((c) => c.problem !== null);

  // Said at once, and focus on the first cell to fix.
  function refuse(cells: Record<string, string>) {
    setTried(true);
    announceRefusal(cells, gridRef.current);
  }

  async function onSave() {
    if (changes.length === 0) return;
    if (problems.length > 0) return refuse(Object.fromEntries(problems.map((c) => [c.key, c.problem ?? ''])));
    const entries = changes.map(({ kpiId, subjectId, value }) => ({ kpiId, subjectId, value }));
    try {
      await save.mutateAsync({ setTimeId: grid.setTimeId, subject, entries });
    } catch (error) {
      const cells = refusedCells(error, entries, t);
      if (Object.keys(cells).length === 0) return; // Told by the error alert.
      save.reset();
      setRefused(cells);
      return refuse(cells);
    }
    setEdits({});
    setTried(false);
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
      : t(TARGET_TEXT[c.targetScope ?? 'game'], {
          target: `${number.format(c.target)}${c.unit ? ` ${c.unit}` : ''}`,
        });

  return (
    <Stack gap="sm" ref={gridRef}>
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
              // What is saved, and what the row would have once the valid typed values are saved.
              let total = 0;
              let pending = 0;
              const cells = grid.columns.map((column) => {
                const key = cellKey(row.id, column.kpiId);
                const stored = saved(row, column.kpiId);
                const change = changeOf.get(key);
                const value = change ? change.value : (stored?.value ?? null);
                const achievement = value === null ? null : achievementOf(column, value);
                const points = pointsFor(column, achievement);
                total += stored?.points ?? 0;
                pending += change && !change.problem ? points : (stored?.points ?? 0);
                const said =
                  value === null
                    ? t('grid.empty')
                    : achievement === null
                      ? t('grid.noPoints')
                      : t('grid.cellPoints', { achievement: percent.format(achievement), count: points });
                return (
                  <Table.Td key={column.kpiId}>
                    <NumberInput
                      size="xs"
                      value={edits[key] ?? (stored ? String(stored.value) : '')}
                      onChange={(v) => {
                        setEdits((e) => ({ ...e, [key]: String(v) }));
                        setRefused(({ [key]: _, ...rest }) => rest);
                      }}
                      min={0}
                      clampBehavior="none"
                      decimalScale={4}
                      hideControls
                      disabled={readOnly}
                      aria-label={cellName(row, column)}
                      error={change?.problem ?? undefined}
                      w={140}
                    />
                    {!change?.problem && (
                      <Text size="xs" c="dimmed" mt={2}>
                        {change ? t('grid.notSaved', { what: said }) : said}
                      </Text>
                    )}
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
                    {pending !== total && (
                      <Text size="xs" c="dimmed" fw={400}>
                        {t('grid.totalNotSaved', { count: pending })}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </SideScroll>
      {tried && problems.length > 0 && (
        <ProblemAlert title={t('grid.refused', { count: problems.length })}>
          <List size="sm">
            {problems.map((c) => (
              <List.Item key={c.key}>{t('grid.refusedCell', { cell: c.name, problem: c.problem })}</List.Item>
            ))}
          </List>
        </ProblemAlert>
      )}
      <ErrorAlert error={save.error} />
      {!readOnly && (
        <Group justify="flex-end">
          <LoadingButton
            ref={saveRef}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            onClick={onSave}
            loading={save.isPending}
            // Kept focusable when there is nothing to save, so focus stays here after a save.
            data-disabled={changes.length === 0 || undefined}
            aria-disabled={changes.length === 0}
          >
            {t('grid.save', { count: changes.length })}
          </LoadingButton>
        </Group>
      )}
    </Stack>
  );
}
