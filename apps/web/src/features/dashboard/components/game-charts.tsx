import { Grid, Loader, Stack, Title } from '@mantine/core';
import type { TCurrentGame, TGameOverview } from '@rally/contracts/dashboard';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { Select } from '../../../components/select.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { formatScore } from '../../../lib/format-score.ts';
import { useGameOverview } from '../api/dashboard-api.ts';
import { ChartCard } from './chart-card.tsx';

const DaysLines = lazy(() => import('./game-charts-svg.tsx').then((m) => ({ default: m.DaysLines })));
const Bars = lazy(() => import('./game-charts-svg.tsx').then((m) => ({ default: m.Bars })));

const HEIGHT = 240;

/** One current game's charts, chosen among the current games: participation, points per team, KPIs. */
export function GameCharts({ games }: { games: TCurrentGame[] }) {
  const { t } = useTranslation('dashboard');
  const [chosen, setChosen] = useState<string | null>(games[0]?.id ?? null);
  const gameId = chosen ?? games[0]?.id;
  return (
    <Stack gap="md" component="section" aria-labelledby="game-charts-title">
      <Title order={2} size="h4" id="game-charts-title">
        {t('gameCharts.title')}
      </Title>
      <Select
        label={t('gameCharts.game')}
        data={games.map((g) => ({ value: g.id, label: g.name }))}
        value={gameId ?? null}
        onChange={setChosen}
        allowDeselect={false}
        w={{ base: '100%', xs: 360 }}
      />
      {gameId && <OverviewCharts gameId={gameId} />}
    </Stack>
  );
}

function OverviewCharts({ gameId }: { gameId: string }) {
  const overview = useGameOverview(gameId);
  if (overview.isPending) return <Loader size="sm" />;
  if (overview.isError) return <ErrorAlert error={overview.error} />;
  return <Charts overview={overview.data} />;
}

function Charts({ overview }: { overview: TGameOverview }) {
  const { t } = useTranslation('dashboard');
  const days = overview.participation.days.map((d) => ({ ...d, day: formatDate(d.day) }));
  const teams = overview.teams.map((team) => ({ team: team.name, score: team.score }));
  const kpis = overview.kpis
    .filter((k) => k.achievement !== null)
    .map((k) => ({ kpi: k.name, achievement: Math.round((k.achievement ?? 0) * 100) }));
  const { active, players } = overview.participation;
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <ChartCard
          title={t('gameCharts.participation')}
          hint={t('gameCharts.participationHint', { active, count: players })}
          height={HEIGHT}
          empty={days.length === 0 ? t('gameCharts.noDays') : undefined}
          chart={
            <DaysLines
              height={HEIGHT}
              data={days}
              series={[
                { name: 'activePlayers', label: t('gameCharts.activePlayers'), color: 'teal.7' },
                { name: 'logs', label: t('gameCharts.logs'), color: 'indigo.6' },
              ]}
            />
          }
          table={{
            columns: [t('gameCharts.day'), t('gameCharts.activePlayers'), t('gameCharts.logs')],
            rows: days.map((d) => [d.day, d.activePlayers, d.logs]),
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <ChartCard
          title={t('gameCharts.teams')}
          hint={t(
            overview.teamRanking === 'average' ? 'gameCharts.teamsByAverage' : 'gameCharts.teamsByTotal',
          )}
          height={HEIGHT}
          empty={teams.length === 0 ? t('gameCharts.noTeams') : undefined}
          chart={
            <Bars
              height={HEIGHT}
              data={teams}
              dataKey="team"
              series={[{ name: 'score', label: t('gameCharts.score'), color: 'indigo.6' }]}
              valueFormatter={formatScore}
            />
          }
          table={{
            columns: [t('gameCharts.team'), t('gameCharts.score')],
            rows: teams.map((team) => [team.team, formatScore(team.score)]),
          }}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <ChartCard
          title={t('gameCharts.kpis')}
          hint={t('gameCharts.kpisHint')}
          height={HEIGHT}
          empty={kpis.length === 0 ? t('gameCharts.noKpis') : undefined}
          chart={
            <Bars
              height={HEIGHT}
              data={kpis}
              dataKey="kpi"
              unit="%"
              series={[{ name: 'achievement', label: t('gameCharts.achievement'), color: 'teal.7' }]}
            />
          }
          table={{
            columns: [t('gameCharts.kpi'), t('gameCharts.achievement')],
            rows: kpis.map((k) => [k.kpi, `${k.achievement} %`]),
          }}
        />
      </Grid.Col>
    </Grid>
  );
}
