import {
  ZKpiActualGrid,
  ZKpiActualGridQuery,
  ZKpiUpload,
  ZSaveKpiActualsRequest,
} from '@rally/contracts/kpi-actuals';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  callerOf,
  errorResponses,
  idParams,
  EXAMPLE_IDS as ids,
  writeAsCaller,
} from '../../lib/route-kit.ts';
import { areaRoutes, operations } from '../../lib/route-table.ts';
import { withTempDir } from '../../lib/spool.ts';
import { scopeOf } from '../../plugins/access.ts';
import { UPLOADS_AT_ONCE } from '../../plugins/multipart.ts';
import { type ActualGrid, getActualGrid, saveActualGrid } from './service.ts';
import { previewKpiUpload } from './upload.ts';
import { readKpiUploadForm } from './upload-form.ts';

/** A grid in the API's words: its game is its `competitionId`, its round its `setTimeId`. */
const wireGrid = ({ gameId, roundId, ...grid }: ActualGrid) => ({
  competitionId: gameId,
  setTimeId: roundId,
  ...grid,
});

/** KPI actuals by hand (the grid) and by upload (preview, then confirm). */
export async function kpiActualRoutes(app: FastifyInstance) {
  const { r, read, write } = areaRoutes(app, { tags: ['kpis'], access: { read: ['manage', 'Game'] } }, ops);
  // The grid's routes map the API's set time to the code's round, and the game back to `competitionId`.
  r.get('/kpi-actuals/competition/:id', read('grid'), async (request) =>
    wireGrid(
      await getActualGrid({
        ...callerOf(app, request),
        gameId: request.params.id,
        roundId: request.query.setTimeId ?? null,
        subject: request.query.subject,
      }),
    ),
  );
  r.put('/kpi-actuals/competition/:id', write('save'), (request) =>
    writeAsCaller(app, request, async (ctx) => {
      const { setTimeId, ...input } = request.body;
      return wireGrid(
        await saveActualGrid({ ...ctx, gameId: request.params.id, input: { ...input, roundId: setTimeId } }),
      );
    }),
  );
  /** An upload route's work on its form, in one of the caller's company's upload slots. */
  const withForm = <T>(
    request: FastifyRequest,
    work: (form: Awaited<ReturnType<typeof readKpiUploadForm>>) => Promise<T>,
  ) =>
    app.uploading(scopeOf(request).companyId, () =>
      withTempDir(async (dir) => work(await readKpiUploadForm(request, dir))),
    );
  r.post('/kpi-actuals/competition/:id/upload/preview', write('preview'), (request) =>
    withForm(request, (form) =>
      previewKpiUpload({
        ...callerOf(app, request),
        gameId: request.params.id,
        bytes: form.bytes,
        confirm: null,
      }),
    ),
  );
  r.post('/kpi-actuals/competition/:id/upload', write('upload'), (request) =>
    withForm(request, (form) =>
      writeAsCaller(app, request, (ctx) =>
        previewKpiUpload({
          db: ctx.tx,
          scope: ctx.scope,
          gameId: request.params.id,
          bytes: form.bytes,
          confirm: form.fileHash,
        }),
      ),
    ),
  );
}

/** What a write of actuals refuses once the round's results are frozen. */
export const closedRound =
  'the round is closed (its results are frozen) until an organiser reopens it, or the game is archived';
const uploadErrors = errorResponses(400, 401, 403, 404, 409, 413, 415, 429);
const fileRefusals = {
  400: 'the form is not valid, or the file is unusable as a whole (empty, unreadable, no header, a column missing, no rows, too many rows)',
  404: "the game is not in the caller's company",
  409: `the file differs from the one previewed, or ${closedRound}`,
  413: 'the file is larger than 5 MiB, expands too much (XLSX), or more than one file was sent',
  415: 'the request is not multipart/form-data, or the file is not CSV or XLSX',
  429: `the company already has ${UPLOADS_AT_ONCE} uploads in flight (\`media.uploadsBusy\`, Retry-After)`,
};
const uploadSchema = {
  params: idParams,
  consumes: ['multipart/form-data'],
  response: { 200: ZKpiUpload, ...uploadErrors },
};

const ops = operations({
  grid: {
    schema: { params: idParams, querystring: ZKpiActualGridQuery, response: { 200: ZKpiActualGrid } },
    summary: "Read a game's KPI actuals",
    description:
      "The grid of one round (`setTimeId`; without it, the actuals for the whole game): a row per player (or team, `subject=team`), a column per KPI with the target that applies (the round's own, else the game-wide one prorated by the round's share of the game's days, `targetScope: prorated`; for the whole game the game-wide one; none means no points), and each actual with its achievement and points.",
  },
  save: {
    schema: { params: idParams, body: ZSaveKpiActualsRequest, response: { 200: ZKpiActualGrid } },
    summary: 'Save KPI actuals',
    description:
      "Saves many cells of the grid at once, in one transaction: each entry sets a player's (or team's) actual of a KPI for the round, or removes it (`value: null`). Points = weight × min(achievement, 1) join the scores and leaderboards at once, booked on the round's last day (or the game's end). Answers the grid as saved.",
    refuses: {
      400: 'a field is not valid, or a player (team) is not in the game; `details` names each entry',
      404: "the game, round or a KPI is not the caller's company's or not of this game",
      409: closedRound,
    },
    example: {
      setTimeId: null,
      subject: 'player',
      entries: [{ kpiId: ids.kpi, subjectId: ids.user, value: 21_500 }],
    },
  },
  preview: {
    schema: uploadSchema,
    summary: 'Preview a KPI actuals upload',
    description:
      "Reads a CSV or XLSX file (multipart field `file`; the content decides the type) with the columns `email` (or `team`), `kpi`, `round` (optional; blank means the whole game) and `value`, and answers what confirming would do with each row (create, update, unchanged, or refuse with reasons as message codes) and the file's SHA-256. Nothing is written.",
    refuses: fileRefusals,
  },
  upload: {
    schema: uploadSchema,
    summary: 'Confirm a KPI actuals upload',
    description:
      'Sends the previewed file again with its `fileHash` (multipart fields `file` and `fileHash`): every valid row is written in one transaction (nothing if anything fails), refused rows are listed with their reasons, and the points join the scores at once.',
    refuses: fileRefusals,
  },
});
