import { type TReportFormat, ZCompetitionReport } from '@rally/contracts/reports';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { downloadRequest, request } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

export const reportKeys = {
  all: ['reports'] as const,
  report: (gameId: string, roundId: string | undefined) =>
    [...reportKeys.all, gameId, roundId ?? 'game'] as const,
};

const reportQuery = (gameId: string, roundId: string | undefined, format: TReportFormat) => ({
  competition_id: gameId,
  set_time_id: roundId,
  format,
});

/** `GET /competitionreport`: a game's report, or one round's, as figures for the screen. */
export const reportQueryOptions = (gameId: string, roundId: string | undefined) =>
  queryOptions({
    queryKey: reportKeys.report(gameId, roundId),
    queryFn: ({ signal }) =>
      request('/competitionreport', {
        query: reportQuery(gameId, roundId, 'json'),
        schema: ZCompetitionReport,
        signal,
      }),
  });

export const useReport = (gameId: string, roundId: string | undefined) =>
  useQuery(reportQueryOptions(gameId, roundId));

type Download = {
  gameId: string;
  roundId: string | undefined;
  format: Exclude<TReportFormat, 'json'>;
  name: string;
};

/** The same report as a file: the server writes it (headings in the UI language), the browser saves it. */
export async function downloadReport({ gameId, roundId, format, name }: Download) {
  const blob = await downloadRequest('/competitionreport', reportQuery(gameId, roundId, format));
  // The name is the game's (and round's): only characters no file system refuses.
  saveFile(blob, `${name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').trim() || 'report'}.${format}`);
}

export const useDownloadReport = () => useMutation({ mutationFn: downloadReport });
