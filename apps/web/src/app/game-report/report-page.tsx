import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { reportQueryOptions, useReport } from '../../features/reports/api/reports-api.ts';
import { ReportActions } from '../../features/reports/components/report-actions.tsx';
import { ReportView } from '../../features/reports/components/report-view.tsx';
import { RoundSelect } from '../../features/reports/components/round-select.tsx';
import type { TOpensWithData } from '../../lib/opening.ts';
import { paths } from '../../lib/paths.ts';
import { queryClient } from '../../lib/query-client.ts';
import { GameContentScreen, gameContentOpeningData } from '../game-content/game-content-screen.tsx';

/** `/games/report/:id?`: pick a game (and a round), read its report, download or print it. */
export function ReportPage() {
  const { t } = useTranslation('reports');
  return (
    <GameContentScreen hrefFor={(id) => paths.games.report.href(id)} prompt={t('prompt')}>
      {(game) => <GameReport gameId={game.id} />}
    </GameContentScreen>
  );
}

/** The round in the address (`?round=`), if any: the whole game without one. */
const roundOf = (search: URLSearchParams) => search.get('round') ?? undefined;

ReportPage.openingData = gameContentOpeningData((gameId, { search }) => [
  queryClient.prefetchQuery(reportQueryOptions(gameId, roundOf(search))),
]) satisfies TOpensWithData['openingData'];

function GameReport({ gameId }: { gameId: string }) {
  const [search, setSearch] = useSearchParams();
  const roundId = roundOf(search);
  const report = useReport(gameId, roundId);
  const chooseRound = (next: string | undefined) => setSearch(next ? { round: next } : {}, { replace: true });

  if (report.isPending) return <LoadingScreen />;
  if (report.isError) return <ErrorAlert error={report.error} />;
  const { data } = report;
  const name = data.round ? `${data.name} - ${data.round.name}` : data.name;
  return (
    <Stack gap="lg">
      <Stack gap="sm" className="report-no-print">
        {data.rounds.length > 0 && (
          <RoundSelect rounds={data.rounds} value={roundId} onChange={chooseRound} />
        )}
        <ReportActions gameId={gameId} roundId={roundId} name={name} />
      </Stack>
      <ReportView report={data} />
    </Stack>
  );
}
