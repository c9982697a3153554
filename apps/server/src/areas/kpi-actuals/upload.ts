import { createHash } from 'node:crypto';
import { KPI_ACTUAL_MAX, type TKpiUpload, type TKpiUploadRow } from '@rally/contracts/kpi-actuals';
import { type TMessageCode, type TMessageParams, toMessage } from '@rally/contracts/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { kpiActuals, playerScores, teams, users } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { LOCK_GAME, requireGame } from '../games/service.ts';
import { kpiAchievement, kpiPoints } from './points.ts';
import { gameKpis, gameRounds } from './service.ts';
import { type ActualWrite, assertGameTakesActuals, lockRounds, targetsFor, writeActuals } from './store.ts';
import { fold, parseValue, readKpiSheet, type SheetRow } from './upload-parse.ts';

/**
 * KPI actuals from a spreadsheet (ADR 0007, 0015): each row of the file (`upload-parse.ts`) gets an
 * outcome and its reasons as message codes. The preview writes nothing; the confirmation sends the
 * same file with the preview's SHA-256 and, in the route's one transaction, writes every valid row,
 * deciding each row again against the data as it is then.
 */

type Reason = ReturnType<typeof toMessage>;
const reason = (code: TMessageCode, params?: TMessageParams): Reason => toMessage(code, params);

type Game = Awaited<ReturnType<typeof requireGame>>;
type Kpi = Awaited<ReturnType<typeof gameKpis>>[number];
type Round = Awaited<ReturnType<typeof gameRounds>>[number];

/** What the game holds that a row names, by the names a file uses. */
type Known = {
  kpiByName: Map<string, Kpi>;
  roundByName: Map<string, Round>;
  playerByEmail: Map<string, string>;
  teamsByName: Map<string, string[]>;
  storedValue: Map<string, number>;
  targetOf: Awaited<ReturnType<typeof targetsFor>>;
};

const keyOf = (kpiId: string, setTimeId: string | null, subject: string) =>
  `${kpiId}:${setTimeId ?? ''}:${subject}`;

/**
 * Reads and decides every row. With `confirm` (the preview's hash) it is the confirmation: the file
 * must be the one previewed, the game and its rounds are locked, and the valid rows are written.
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
  const sheet = await readKpiSheet(opts.bytes);
  const known = await whatTheGameHolds(opts.db, game, confirming);

  const seen = new Map<string, number>();
  const writes: ActualWrite[] = [];
  const rows = sheet.map((r) => {
    const { row, write } = decideRow(r, game, known, seen);
    if (write) writes.push(write);
    return row;
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

/** The game's KPIs, rounds (locked when confirming), players, teams, stored values and targets. */
async function whatTheGameHolds(db: Executor, game: Game, confirming: boolean): Promise<Known> {
  const kpiList = await gameKpis(db, game.id);
  const rounds = await gameRounds(db, game.id);
  if (confirming)
    await lockRounds(
      db,
      game.id,
      rounds.map((r) => r.id),
    );
  const players = await db
    .select({ userId: playerScores.userId, email: sql<string>`lower(${users.email})` })
    .from(playerScores)
    .innerJoin(users, eq(users.id, playerScores.userId))
    .where(eq(playerScores.gameId, game.id));
  const teamRows = await db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(eq(teams.gameId, game.id));
  const teamsByName = new Map<string, string[]>();
  for (const t of teamRows) teamsByName.set(fold(t.name), [...(teamsByName.get(fold(t.name)) ?? []), t.id]);
  const existing = await db
    .select({
      kpiId: kpiActuals.kpiId,
      setTimeId: kpiActuals.setTimeId,
      subject: sql<string>`coalesce(${kpiActuals.userId}, ${kpiActuals.teamId})`,
      value: kpiActuals.value,
    })
    .from(kpiActuals)
    .where(and(eq(kpiActuals.gameId, game.id)));
  return {
    kpiByName: new Map(kpiList.map((k) => [fold(k.name), k])),
    roundByName: new Map(rounds.map((r) => [fold(r.name), r])),
    playerByEmail: new Map(players.map((p) => [p.email, p.userId])),
    teamsByName,
    storedValue: new Map(existing.map((e) => [keyOf(e.kpiId, e.setTimeId, e.subject), Number(e.value)])),
    targetOf: await targetsFor(
      db,
      kpiList.map((k) => k.id),
    ),
  };
}

/** One row's outcome with its reasons, and what to write for it; `seen` holds the rows before it. */
function decideRow(
  r: SheetRow,
  game: Game,
  known: Known,
  seen: Map<string, number>,
): { row: TKpiUploadRow; write?: ActualWrite } {
  const reasons: Reason[] = [];
  let userId: string | null = null;
  let teamId: string | null = null;
  if (r.email) {
    userId = known.playerByEmail.get(r.email.toLowerCase()) ?? null;
    if (!userId) reasons.push(reason('kpiActuals.notAPlayer'));
  } else if (r.team) {
    const found = known.teamsByName.get(fold(r.team)) ?? [];
    if (found.length === 1) teamId = found[0] ?? null;
    else
      reasons.push(
        reason(found.length ? 'kpiActuals.teamAmbiguous' : 'kpiActuals.teamUnknown', { name: r.team }),
      );
  } else reasons.push(reason('kpiActuals.whoMissing'));
  const kpi = r.kpi ? known.kpiByName.get(fold(r.kpi)) : undefined;
  if (!r.kpi) reasons.push(reason('kpiActuals.kpiMissing'));
  else if (!kpi) reasons.push(reason('kpiActuals.kpiUnknown', { name: r.kpi }));
  const round = r.round ? known.roundByName.get(fold(r.round)) : null;
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
    return { row: { ...base, outcome: 'refuse', points: null, reasons } };
  }
  const points = kpiPoints(
    kpi.weight,
    kpiAchievement(kpi.direction, value, known.targetOf(kpi.id, setTimeId).target),
  );
  const before = known.storedValue.get(keyOf(kpi.id, setTimeId, subject));
  const outcome = before === undefined ? 'create' : before === value ? 'unchanged' : 'update';
  const row: TKpiUploadRow = { ...base, outcome, points, reasons: [] };
  return outcome === 'unchanged' ? { row } : { row, write: { kpi, round, userId, teamId, value } };
}
