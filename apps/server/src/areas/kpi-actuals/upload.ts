import { createHash } from 'node:crypto';
import path from 'node:path';
import {
  KPI_ACTUAL_MAX,
  type KPI_UPLOAD_COLUMNS,
  type TKpiUpload,
  type TKpiUploadRow,
} from '@rally/contracts/kpi-actuals';
import { type TMessageCode, type TMessageParams, toMessage } from '@rally/contracts/messages';
import { UPLOAD_MAX_ROWS } from '@rally/contracts/uploads';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { kpiActuals, playerScores, teams, users } from '../../db/schema/index.ts';
import { AppError, conflict, invalid } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { isUnstorable } from '../../lib/stored-text.ts';
import { LOCK_GAME, requireGame } from '../games/service.ts';
import {
  fileProblem,
  readUploadFile,
  SPREADSHEET_PART_BYTES,
  spoolSpreadsheet,
} from '../uploads/read-file.ts';
import { kpiAchievement, kpiPoints } from './points.ts';
import { gameKpis, gameRounds } from './service.ts';
import { type ActualWrite, assertGameTakesActuals, lockRounds, targetsFor, writeActuals } from './store.ts';

/**
 * KPI actuals from a spreadsheet, to the bulk upload's standards (ADR 0007): the content decides
 * the type (CSV or XLSX, read by the uploads area's guarded reader), 5 MiB and 10,000 rows at most,
 * whole-file problems refuse the file, each row gets an outcome and its reasons as message codes.
 * The preview writes nothing; the confirmation sends the same file with the preview's SHA-256 and
 * writes every valid row in one transaction, deciding each row again against the data as it is then.
 */

type Column = (typeof KPI_UPLOAD_COLUMNS)[number];
/** `E-mail`, `Team name`, `KPI name`, `Set time` and `Actual` name the columns too. */
const ALIASES: Record<string, Column> = {
  email: 'email',
  emailaddress: 'email',
  player: 'email',
  team: 'team',
  teamname: 'team',
  kpi: 'kpi',
  kpiname: 'kpi',
  round: 'round',
  roundname: 'round',
  settime: 'round',
  value: 'value',
  actual: 'value',
};
const normalise = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');
const fold = (text: string) => text.trim().toLocaleLowerCase();

/**
 * The form: the one file (streamed to `dir`, read once it is known to fit: at most 5 MiB) and, to
 * confirm, the preview's `fileHash`.
 */
export async function readKpiUploadForm(request: FastifyRequest, dir: string) {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'upload.notMultipart');
  let bytes: Buffer | undefined;
  let fileHash: string | null = null;
  for await (const part of request.parts({ limits: { fileSize: SPREADSHEET_PART_BYTES } })) {
    if (part.type === 'file') bytes = await spoolSpreadsheet(part, path.join(dir, 'spreadsheet'));
    else if (part.fieldname === 'fileHash') {
      if (typeof part.value !== 'string' || !/^[0-9a-f]{64}$/.test(part.value)) {
        throw invalid('fileHash', 'validation.badFormat');
      }
      fileHash = part.value;
    }
  }
  if (!bytes) throw invalid('file', 'validation.fileMissing');
  return { bytes, fileHash };
}

type Raw = { line: number } & Record<Column, string>;

function rowsOf(header: string[], lines: { line: number; cells: string[] }[]): Raw[] {
  if (header.every((h) => h === '') && lines.length === 0) throw fileProblem('validation.fileEmpty');
  const index = new Map<Column, number>();
  header.forEach((name, i) => {
    const column = ALIASES[normalise(name)];
    if (column && !index.has(column)) index.set(column, i);
  });
  const missing: string[] = (['kpi', 'value'] as const).filter((c) => !index.has(c));
  if (!index.has('email') && !index.has('team')) missing.unshift('email');
  if (missing.length > 0) {
    throw fileProblem(
      'upload.headerMissing',
      { columns: missing.join(', '), expected: 'email (or team), kpi, round, value' },
      missing.map((path) => ({ path, messageCode: 'upload.columnMissing' })),
    );
  }
  const rows = lines.filter((r) => r.cells.some((c) => c !== ''));
  if (rows.length === 0) throw fileProblem('upload.noDataRows');
  if (rows.length > UPLOAD_MAX_ROWS)
    throw fileProblem('upload.tooManyRows', { rows: rows.length, max: UPLOAD_MAX_ROWS });
  const broken = rows.find((r) => r.cells.some(isUnstorable));
  if (broken) throw fileProblem('upload.badCharacters', { line: broken.line });
  const cell = (cells: string[], c: Column) => {
    const i = index.get(c);
    return i === undefined ? '' : (cells[i] ?? '').trim();
  };
  return rows.map(({ line, cells }) => ({
    line,
    email: cell(cells, 'email'),
    team: cell(cells, 'team'),
    kpi: cell(cells, 'kpi'),
    round: cell(cells, 'round'),
    value: cell(cells, 'value'),
  }));
}

/** `1234.5`, `1 234,5` and `1234,5` read as numbers; thousands separators with a decimal point do not guess. */
export function parseValue(text: string): number | null {
  let t = text.replace(/[\s\u00a0]/g, '');
  if (/^\d+(,\d+)$/.test(t)) t = t.replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(t)) return null;
  return Number(t);
}

type Reason = ReturnType<typeof toMessage>;
const reason = (code: TMessageCode, params?: TMessageParams): Reason => toMessage(code, params);

/**
 * Reads and decides every row. With `confirm` (the preview's hash) it is the confirmation: the file
 * must be the one previewed, the game is locked, and the valid rows are written.
 */
export async function previewKpiUpload(opts: {
  db: Executor;
  scope: Scope;
  gameId: string;
  bytes: Uint8Array;
  confirm: string | null;
}): Promise<TKpiUpload> {
  const confirming = opts.confirm !== null;
  const game = await requireGame(opts.db, opts.scope, opts.gameId, confirming ? LOCK_GAME : undefined);
  const fileHash = createHash('sha256').update(opts.bytes).digest('hex');
  if (confirming && opts.confirm !== fileHash) throw conflict('kpiActuals.fileChanged');
  if (confirming) assertGameTakesActuals(game);
  const table = await readUploadFile(opts.bytes);
  const raw = rowsOf(table.header, table.rows);

  const kpiList = await gameKpis(opts.db, game.id);
  const kpiByName = new Map(kpiList.map((k) => [fold(k.name), k]));
  const rounds = await gameRounds(opts.db, game.id);
  if (confirming)
    await lockRounds(
      opts.db,
      game.id,
      rounds.map((r) => r.id),
    );
  const roundByName = new Map(rounds.map((r) => [fold(r.name), r]));
  const players = await opts.db
    .select({ userId: playerScores.userId, email: sql<string>`lower(${users.email})` })
    .from(playerScores)
    .innerJoin(users, eq(users.id, playerScores.userId))
    .where(eq(playerScores.gameId, game.id));
  const playerByEmail = new Map(players.map((p) => [p.email, p.userId]));
  const teamRows = await opts.db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(eq(teams.gameId, game.id));
  const teamsByName = new Map<string, string[]>();
  for (const t of teamRows) teamsByName.set(fold(t.name), [...(teamsByName.get(fold(t.name)) ?? []), t.id]);
  const existing = await opts.db
    .select({
      kpiId: kpiActuals.kpiId,
      setTimeId: kpiActuals.setTimeId,
      subject: sql<string>`coalesce(${kpiActuals.userId}, ${kpiActuals.teamId})`,
      value: kpiActuals.value,
    })
    .from(kpiActuals)
    .where(and(eq(kpiActuals.gameId, game.id)));
  const keyOf = (kpiId: string, setTimeId: string | null, subject: string) =>
    `${kpiId}:${setTimeId ?? ''}:${subject}`;
  const storedValue = new Map(existing.map((e) => [keyOf(e.kpiId, e.setTimeId, e.subject), Number(e.value)]));
  const targetOf = await targetsFor(
    opts.db,
    kpiList.map((k) => k.id),
  );

  const seen = new Map<string, number>();
  const writes: ActualWrite[] = [];
  const rows: TKpiUploadRow[] = raw.map((r) => {
    const reasons: Reason[] = [];
    let userId: string | null = null;
    let teamId: string | null = null;
    if (r.email) {
      userId = playerByEmail.get(r.email.toLowerCase()) ?? null;
      if (!userId) reasons.push(reason('kpiActuals.notAPlayer'));
    } else if (r.team) {
      const found = teamsByName.get(fold(r.team)) ?? [];
      if (found.length === 1) teamId = found[0] ?? null;
      else
        reasons.push(
          reason(found.length ? 'kpiActuals.teamAmbiguous' : 'kpiActuals.teamUnknown', { name: r.team }),
        );
    } else reasons.push(reason('kpiActuals.whoMissing'));
    const kpi = r.kpi ? kpiByName.get(fold(r.kpi)) : undefined;
    if (!r.kpi) reasons.push(reason('kpiActuals.kpiMissing'));
    else if (!kpi) reasons.push(reason('kpiActuals.kpiUnknown', { name: r.kpi }));
    const round = r.round ? roundByName.get(fold(r.round)) : null;
    if (round === undefined) reasons.push(reason('kpiActuals.roundUnknown', { name: r.round }));
    else if (round?.closedAt || round?.closed)
      reasons.push(reason('kpiActuals.roundClosed', { round: round.name }));
    else if (round === null && game.resultsFrozenAt) reasons.push(reason('kpiActuals.gameFrozen'));
    const value = parseValue(r.value);
    if (value === null) reasons.push(reason('kpiActuals.valueInvalid'));
    else if (value < 0 || value > KPI_ACTUAL_MAX)
      reasons.push(reason('kpiActuals.valueOutOfRange', { max: KPI_ACTUAL_MAX }));
    const subject = userId ?? teamId;
    const setTimeId = round?.id ?? null;
    if (reasons.length === 0 && kpi && subject) {
      const key = keyOf(kpi.id, setTimeId, subject);
      const first = seen.get(key);
      if (first !== undefined) reasons.push(reason('kpiActuals.rowRepeated', { row: first }));
      else seen.set(key, r.line);
    }
    const base = { line: r.line, who: r.email || r.team, kpi: r.kpi, round: r.round, value: r.value };
    if (reasons.length > 0 || !kpi || !subject || value === null || round === undefined) {
      return { ...base, outcome: 'refuse', points: null, reasons };
    }
    const points = kpiPoints(
      kpi.weight,
      kpiAchievement(kpi.direction, value, targetOf(kpi.id, setTimeId).target),
    );
    const before = storedValue.get(keyOf(kpi.id, setTimeId, subject));
    const outcome = before === undefined ? 'create' : before === value ? 'unchanged' : 'update';
    if (outcome !== 'unchanged') writes.push({ kpi, round, userId, teamId, value });
    return { ...base, outcome, points, reasons: [] };
  });
  if (confirming) {
    await writeActuals(opts.db, game, writes, {
      source: 'upload',
      enteredBy: opts.scope.userId,
      apiKeyId: null,
    });
  }
  const count = (o: TKpiUploadRow['outcome']) => rows.filter((r) => r.outcome === o).length;
  return {
    fileHash,
    confirmed: confirming,
    counts: {
      create: count('create'),
      update: count('update'),
      unchanged: count('unchanged'),
      refuse: count('refuse'),
    },
    rows,
  };
}
