import { Grid, Stack } from '@mantine/core';
import { DrawnNext } from '../../../components/drawn-next.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import type { TOpensWithData } from '../../../lib/opening.ts';
import { useSession } from '../../../lib/session.ts';
import { analyticsOpeningData, useCanReadCompanyOverview, useCompanyOverview } from '../api/dashboard-api.ts';
import { WithCurrentGames } from '../components/current-games-section.tsx';
import { GameCharts } from '../components/game-charts.tsx';
import { Greeting } from '../components/greeting.tsx';
import { NewUsersChart } from '../components/new-users-chart.tsx';
import { PlayerWelcome } from '../components/player-welcome.tsx';
import { StatGrid } from '../components/stat-grid.tsx';
import { UsersByRole } from '../components/users-by-role.tsx';

/** Everyone's landing (spec section 6): company figures for those who may read them, else a welcome. */
export function AnalyticsPage() {
  const user = useSession()?.user;
  const canRead = useCanReadCompanyOverview();
  const overview = useCompanyOverview();
  if (!user) return null;

  return (
    <>
      <PageHeader />
      <Greeting user={user} />
      {!canRead ? (
        <PlayerWelcome user={user} />
      ) : overview.isPending ? (
        <LoadingScreen />
      ) : overview.isError ? (
        <ErrorAlert error={overview.error} />
      ) : (
        <Stack gap="xl">
          <StatGrid overview={overview.data} />
          {/* The charts, below the figures on a phone: drawn next, the figures paint sooner. */}
          <DrawnNext>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
                <NewUsersChart weeks={overview.data.newUsersByWeek} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
                <UsersByRole overview={overview.data} />
              </Grid.Col>
            </Grid>
            {/* Game figures, team-wise, for organisers, clients and platform admins (players see none). */}
            <WithCurrentGames>
              {({ games }) => games.length > 0 && <GameCharts games={games} />}
            </WithCurrentGames>
          </DrawnNext>
        </Stack>
      )}
    </>
  );
}

AnalyticsPage.openingData = analyticsOpeningData satisfies TOpensWithData['openingData'];
