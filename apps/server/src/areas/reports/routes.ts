import { ZCompetitionReport, ZReportQuery } from '@rally/contracts/reports';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { callerOf, EXAMPLE_IDS, errors } from '../../lib/route-kit.ts';
import { areaRoutes, operations } from '../../lib/route-table.ts';
import { contentDisposition } from './file-name.ts';
import { reportCsv } from './files.ts';
import { reportLabels, reportLanguage } from './labels.ts';
import { getGameReport } from './service.ts';
import { reportSheets } from './sheets.ts';
import { reportXlsx } from './xlsx.ts';

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** `/competitionreport`: a game's or a round's report, as figures or as a file (spec section 7). */
export async function reportRoutes(app: FastifyInstance) {
  const { r, read } = areaRoutes(app, { tags: ['reports'], access: { read: ['read', 'Report'] } }, ops);
  r.get('/competitionreport', read('report'), async (request, reply) => {
    const { competition_id, set_time_id, format } = request.query;
    const report = await getGameReport({
      ...callerOf(app, request),
      gameId: competition_id,
      roundId: set_time_id,
    });
    if (format === 'json') {
      // The API's report names its game `competitionId`.
      const { gameId, ...rest } = report;
      return { competitionId: gameId, ...rest };
    }
    const language = reportLanguage(request.headers['accept-language']);
    const sheets = reportSheets(report, reportLabels(language));
    const body = format === 'csv' ? reportCsv(sheets, language) : reportXlsx(sheets);
    const name = report.round ? `${report.name} - ${report.round.name}` : report.name;
    return reply
      .header('content-type', CONTENT_TYPES[format])
      .header('content-disposition', contentDisposition(name, format))
      .header('cache-control', 'private, no-store')
      .send(body);
  });
}

const ops = operations({
  report: {
    schema: {
      querystring: ZReportQuery,
      response: {
        200: z.union([
          ZCompetitionReport,
          z.instanceof(Buffer).describe('The report as an XLSX or CSV file'),
        ]),
        ...errors,
      },
    },
    summary: "A game's report, as figures or a file",
    description: `Team standings, individual results as far as the game's leaderboard rules show them (teams only: none; names full, as initials or none; at most the top N), KPI achievement, participation (active players, logs and active players per day) and what the game has raised for each charity. With \`set_time_id\`, one round of the game (a closed round reads its frozen results). \`format=xlsx\` or \`csv\` answers a file download (\`Content-Disposition: attachment\`) with headings in the \`Accept-Language\` language; text that a spreadsheet would read as a formula is written as text. Example: \`/competitionreport?competition_id=${EXAMPLE_IDS.game}&format=xlsx\`.`,
    refuses: { 404: 'the game or round does not exist or belongs to another company' },
  },
});
