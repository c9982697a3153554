import { Box, Card, Skeleton, Table, Text, Title } from '@mantine/core';
import {
  POINT_SOURCES,
  type TPlayerProgress,
  type TPointSource,
  type TPointsBySource,
} from '@rally/contracts/progress';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SideScroll } from '../../../components/side-scroll.tsx';
import { formatScore } from '../../../lib/format-score.ts';

// Only the bars are split off: a static import of that file would bring recharts along.
const PointsBySourceBars = lazy(() =>
  import('./points-by-source-bars.tsx').then((m) => ({ default: m.PointsBySourceBars })),
);

type Props = { progress: TPlayerProgress; level: 2 | 3 };
type Row = TPointsBySource & { key: string; label: string; change?: number | null };

/** A change of points with its sign: "+15", "−5", "0". */
const signed = (n: number) => (n > 0 ? `+${formatScore(n)}` : n < 0 ? `−${formatScore(-n)}` : formatScore(0));

/**
 * Where a player's points came from: per round and source, the change from the round before (the
 * trend), and the whole game. The table is the figures for everyone; the stacked bars beside it
 * are for the eye only (the table is their text alternative).
 */
export function PointsBySource({ progress, level }: Props) {
  const { t } = useTranslation('progress');
  const titleId = useId();
  const { rounds, outsideRounds, total } = progress;
  const label = {
    behaviour: t('sources.behaviour'),
    quiz: t('sources.quiz'),
    kpi: t('sources.kpi'),
    streak: t('sources.streak'),
  };
  const rows: Row[] = rounds.map((r, i) => ({
    ...r,
    key: r.id,
    label: r.name,
    change: i === 0 ? null : r.points - (rounds[i - 1]?.points ?? 0),
  }));
  const other = POINT_SOURCES.some((s) => outsideRounds[s] !== 0) || outsideRounds.points !== 0;
  if (rounds.length > 0 && other)
    rows.push({ ...outsideRounds, key: 'other', label: t('sources.otherDays') });
  // A source that gave this player nothing anywhere is a column of zeros: left out, so on a phone
  // the ones that count (a streak bonus, the total) fit without scrolling. Behaviours always show.
  const sources = POINT_SOURCES.filter(
    (s) => s === 'behaviour' || total[s] !== 0 || rows.some((r) => r[s] !== 0),
  );
  // The latest round under way or over, against the one before: the trend in a sentence.
  const started = rounds.filter((r) => r.startsOn <= progress.today);
  const [before, latest] = started.slice(-2);
  const trend =
    before && latest
      ? t(
          latest.points > before.points
            ? 'trend.up'
            : latest.points < before.points
              ? 'trend.down'
              : 'trend.same',
          {
            round: latest.name,
            points: formatScore(Math.abs(latest.points - before.points)),
          },
        )
      : null;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Title order={level} size="h4" id={titleId} mb="sm">
        {t('sources.title')}
      </Title>
      {trend && (
        <Text size="sm" mb="sm">
          {trend}
        </Text>
      )}
      {rounds.length > 1 && (
        <Box aria-hidden mb="md">
          <Suspense fallback={<Skeleton h={220} />}>
            <PointsBySourceBars
              labels={label}
              data={rounds.map((r) => ({
                round: r.name,
                behaviour: r.behaviour,
                quiz: r.quiz,
                kpi: r.kpi,
                streak: r.streak,
              }))}
            />
          </Suspense>
        </Box>
      )}
      <SideScroll
        label={t('sources.title')}
        minWidth={160 + 90 * (sources.length + 1) + (rounds.length > 1 ? 80 : 0)}
      >
        <Table striped withTableBorder verticalSpacing="xs" aria-labelledby={titleId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('sources.round')}</Table.Th>
              {/* The total and its trend first, then what made it: on a phone the table scrolls
                  sideways past the sources, and the figure that matters most stays on screen. */}
              <Table.Th scope="col" ta="end">
                {t('sources.total')}
              </Table.Th>
              {rounds.length > 1 && (
                <Table.Th scope="col" ta="end">
                  {t('sources.change')}
                </Table.Th>
              )}
              {sources.map((s) => (
                <Table.Th key={s} scope="col" ta="end">
                  {label[s]}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Figures key={row.key} row={row} sources={sources} withChange={rounds.length > 1} />
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Figures
              row={{
                ...total,
                key: 'total',
                label: rounds.length > 0 ? t('sources.total') : t('sources.wholeGame'),
              }}
              sources={sources}
              withChange={rounds.length > 1}
              strong
            />
          </Table.Tfoot>
        </Table>
      </SideScroll>
      {rounds.length > 1 && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('sources.changeHint')}
        </Text>
      )}
    </Card>
  );
}

function Figures({
  row,
  sources,
  withChange,
  strong = false,
}: {
  row: Row;
  sources: readonly TPointSource[];
  withChange: boolean;
  strong?: boolean;
}) {
  const fw = strong ? 700 : undefined;
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={fw ?? 500}>
        {row.label}
      </Table.Th>
      <Table.Td ta="end" fw={700}>
        {formatScore(row.points)}
      </Table.Td>
      {withChange && (
        <Table.Td ta="end" fw={fw}>
          {row.change === undefined || row.change === null ? '—' : signed(row.change)}
        </Table.Td>
      )}
      {sources.map((s) => (
        <Table.Td key={s} ta="end" fw={fw}>
          {formatScore(row[s])}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}
