import type { TLanguage } from '@rally/contracts/constants';
import type { TCompetitionReport } from '@rally/contracts/reports';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition } from '../src/areas/reports/file-name.ts';
import { reportCsv } from '../src/areas/reports/files.ts';
import type { Cell, Sheet } from '../src/areas/reports/sheets.ts';
import {
  charities,
  gameCharities,
  games,
  kpiActuals,
  kpis,
  setTimeResults,
  setTimes,
  targetKpis,
} from '../src/db/schema/index.ts';
import { createCompany } from '../src/seed/factories.ts';
import { createTestApp, dayFromToday as day, type TestContext } from './helpers.ts';
import { addPlayer, insertNamedTeam, insertRunningGame } from './score-fixtures.ts';

const YESTERDAY = day(-1);
const TODAY = day(0);
/** A team name a spreadsheet would run as a formula if it were written as one. */
const FORMULA = '=HYPERLINK("https://evil.example","open")';

/** A player's points by source when all come from behaviour logs. */
const fromLogs = (behaviour: number) => ({ behaviour, quiz: 0, kpi: 0, streak: 0 });

describe('GET /api/competitionreport', () => {
  let t: TestContext;
  let companyId: string;
  let game: { id: string; companyId: string };
  let organiser: Record<string, string>;
  let adaId: string;
  let redId: string;
  let blueId: string;

  beforeAll(async () => {
    t = await createTestApp();
    companyId = (await createCompany(t.db, { name: 'Acme' })).id;
    organiser = (await t.signIn('company_admin', { companyId })).headers;
    game = await insertRunningGame(t.db, companyId);
    await t.db.update(games).set({ name: 'Spring Rally' }).where(eq(games.id, game.id));
    const red = await insertNamedTeam(t.db, game, FORMULA);
    const blue = await insertNamedTeam(t.db, game, 'Blue');
    redId = red.id;
    blueId = blue.id;
    adaId = await addPlayer(t.db, game, red.id, {
      fullName: 'Ada Lovelace',
      days: { [YESTERDAY]: 30, [TODAY]: 10 },
    });
    await addPlayer(t.db, game, blue.id, { fullName: '@Bob Babbage', days: { [YESTERDAY]: 20 } });
    await addPlayer(t.db, game, blue.id, { fullName: 'Cy Idle', lastActiveAt: null });

    const [kpi] = await t.db
      .insert(kpis)
      .values({ companyId, gameId: game.id, name: 'Sales', unit: 'EUR', weight: 100 })
      .returning();
    if (!kpi) throw new Error('no kpi');
    await t.db.insert(targetKpis).values({ companyId, kpiId: kpi.id, sourceId: game.id, target: 200 });
    // Ada reached half the target, Blue (a team actual) one and a half times it.
    await t.db.insert(kpiActuals).values([
      {
        companyId,
        gameId: game.id,
        kpiId: kpi.id,
        userId: adaId,
        value: 100,
        points: 50,
        day: TODAY,
        source: 'hand',
      },
      {
        companyId,
        gameId: game.id,
        kpiId: kpi.id,
        teamId: blue.id,
        value: 300,
        points: 100,
        day: TODAY,
        source: 'hand',
      },
    ]);
    const [charity] = await t.db.insert(charities).values({ name: 'Clean Water' }).returning();
    if (!charity) throw new Error('no charity');
    await t.db
      .insert(gameCharities)
      .values({ companyId, gameId: game.id, charityId: charity.id, pledgePerPoint: 0.5 });
  });
  afterAll(() => t.close());

  const report = async (headers: Record<string, string>, query = '') => {
    const res = await t.app.inject({
      url: `/api/competitionreport?competition_id=${game.id}${query}`,
      headers,
    });
    return res;
  };
  const json = async (headers: Record<string, string>, query = '') => {
    const res = await report(headers, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TCompetitionReport;
  };
  const setRules = (rules: Record<string, unknown>) =>
    t.db
      .update(games)
      .set({ rules: sql`${games.rules} || ${JSON.stringify(rules)}::jsonb` })
      .where(eq(games.id, game.id));

  it('gives the organiser standings, players, KPI achievement, participation and charity amounts', async () => {
    const body = await json(organiser);
    expect(body.name).toBe('Spring Rally');
    expect(body.companyName).toBe('Acme');
    expect(body.round).toBeNull();
    expect(body.frozen).toBe(false);
    expect(body.teams).toEqual([
      { rank: 1, name: FORMULA, members: 1, points: 40, score: 40, badges: 0 },
      { rank: 2, name: 'Blue', members: 2, points: 20, score: 20, badges: 0 },
    ]);
    expect(body.players).toMatchObject({ shown: true, names: 'full', total: 3 });
    expect(body.players.rows).toEqual([
      {
        rank: 1,
        name: 'Ada Lovelace',
        teamName: FORMULA,
        points: 40,
        sources: fromLogs(40),
        logs: 2,
        badges: 0,
      },
      {
        rank: 2,
        name: '@Bob Babbage',
        teamName: 'Blue',
        points: 20,
        sources: fromLogs(20),
        logs: 1,
        badges: 0,
      },
      { rank: 3, name: 'Cy Idle', teamName: 'Blue', points: 0, sources: fromLogs(0), logs: 0, badges: 0 },
    ]);
    expect(body.kpis).toEqual([
      {
        name: 'Sales',
        unit: 'EUR',
        direction: 'higher',
        weight: 100,
        target: 200,
        entries: 2,
        average: 200,
        // 100 and 300 against 200: 50% and 100% (150% capped), as the grid shows them.
        achievement: 0.75,
        points: 150,
      },
    ]);
    expect(body.participation.players).toBe(3);
    expect(body.participation.active).toBe(2);
    expect(body.participation.days).toEqual([
      { day: YESTERDAY, logs: 2, activePlayers: 2 },
      { day: TODAY, logs: 1, activePlayers: 1 },
    ]);
    // Half a euro per point of the game's 60 points.
    expect(body.charities).toEqual([
      { name: 'Clean Water', pledgePerPoint: 0.5, cap: null, currency: 'EUR', raised: 30, capReached: false },
    ]);
  });

  it("names every player to organisers and platform admins; gives a client what the game's rules show", async () => {
    const client = (await t.signIn('client', { companyId })).headers;
    const admin = (await t.signIn('admin')).headers;
    const names = async (who: Record<string, string>) => (await json(who)).players.rows.map((p) => p.name);
    try {
      await setRules({ leaderboardShows: 'teams' });
      const teamsOnly = await json(client);
      expect(teamsOnly.players).toEqual({ shown: false, names: 'full', total: 3, rows: [] });
      expect(teamsOnly.teams).toHaveLength(2);
      expect((await json(organiser)).players).toMatchObject({ shown: true, names: 'full', total: 3 });

      await setRules({
        leaderboardShows: 'teams_and_individuals',
        leaderboardNames: 'initials',
        leaderboardTopN: 2,
      });
      expect(await names(client)).toEqual(['A. L.', '@. B.']);
      for (const who of [organiser, admin]) expect((await names(who))[0]).toBe('Ada Lovelace');
      expect(await names(organiser)).toHaveLength(3);

      await setRules({ leaderboardNames: 'none', leaderboardTopN: null });
      const anonymous = await json(client);
      expect(anonymous.players.rows.map((p) => p.name)).toEqual([null, null, null]);
      expect(anonymous.players.rows.map((p) => p.points)).toEqual([40, 20, 0]);
      expect((await json(organiser)).players.names).toBe('full');
    } finally {
      await setRules({
        leaderboardShows: 'teams_and_individuals',
        leaderboardNames: 'full',
        leaderboardTopN: null,
      });
    }
  });

  it("reads a running round's days only, and a closed round's frozen results", async () => {
    const [running] = await t.db
      .insert(setTimes)
      .values({ companyId, gameId: game.id, name: 'Today', startsOn: TODAY, endsOn: TODAY, position: 2 })
      .returning();
    const [closed] = await t.db
      .insert(setTimes)
      .values({
        companyId,
        gameId: game.id,
        name: 'Yesterday',
        startsOn: YESTERDAY,
        endsOn: YESTERDAY,
        position: 1,
        closedAt: new Date(),
      })
      .returning();
    if (!running || !closed) throw new Error('no rounds');

    const live = await json(organiser, `&set_time_id=${running.id}`);
    expect(live.round?.name).toBe('Today');
    expect(live.frozen).toBe(false);
    expect(live.rounds.map((r) => r.name)).toEqual(['Yesterday', 'Today']);
    // Blue's team KPI actual (100 points) is booked on today, inside the round.
    expect(live.teams.map((team) => [team.name, team.points])).toEqual([
      ['Blue', 100],
      [FORMULA, 10],
    ]);
    expect(live.players.rows[0]).toMatchObject({ name: 'Ada Lovelace', points: 10, logs: 1 });
    expect(live.participation).toEqual({
      players: 3,
      active: 1,
      days: [{ day: TODAY, logs: 1, activePlayers: 1 }],
    });

    // Stored when the round closed: different from what the day buckets say now.
    const base = { companyId, gameId: game.id, setTimeId: closed.id, frozenAt: new Date() };
    await t.db.insert(setTimeResults).values([
      { ...base, kind: 'team', teamId: blueId, points: 99, members: 2, score: 99, rank: 1 },
      { ...base, kind: 'team', teamId: redId, points: 5, members: 1, score: 5, rank: 2 },
      { ...base, kind: 'player', userId: adaId, teamId: redId, behaviourPoints: 5, points: 5, rank: 1 },
    ]);
    const stored = await json(organiser, `&set_time_id=${closed.id}`);
    expect(stored.frozen).toBe(true);
    expect(stored.teams.map((team) => [team.name, team.points, team.rank])).toEqual([
      ['Blue', 99, 1],
      [FORMULA, 5, 2],
    ]);
    expect(stored.players.rows).toEqual([
      {
        rank: 1,
        name: 'Ada Lovelace',
        teamName: FORMULA,
        points: 5,
        sources: fromLogs(5),
        logs: 1,
        badges: 0,
      },
    ]);
  });

  it('answers 404 for a round of another game and 400 for a bad id', async () => {
    const other = await insertRunningGame(t.db, companyId);
    const [round] = await t.db
      .insert(setTimes)
      .values({ companyId, gameId: other.id, name: 'Elsewhere', startsOn: TODAY, endsOn: TODAY })
      .returning();
    const res = await report(organiser, `&set_time_id=${round?.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().messageCode).toBe('reports.roundNotFound');
    const bad = await t.app.inject({ url: '/api/competitionreport?competition_id=nope', headers: organiser });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().details)).toContain('competition_id');
  });

  it('lets a client of the company and a platform admin read it; refuses players and hides it from other companies', async () => {
    const client = await t.signIn('client', { companyId });
    expect((await report(client.headers)).statusCode).toBe(200);
    const admin = await t.signIn('admin');
    expect((await report(admin.headers)).statusCode).toBe(200);
    const player = await t.signIn('player', { companyId });
    expect((await report(player.headers)).statusCode).toBe(403);
    const stranger = await t.signIn('company_admin');
    const hidden = await report(stranger.headers);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('Spring Rally');
    const strangerClient = await t.signIn('client', { companyId: stranger.companyId });
    expect((await report(strangerClient.headers, '&format=xlsx')).statusCode).toBe(404);
  });

  it('downloads an XLSX file whose user text is always text, never a formula', async () => {
    const res = await report({ ...organiser, 'accept-language': 'de-DE,de;q=0.9' }, '&format=xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Spring Rally.xlsx"; filename*=UTF-8''Spring%20Rally.xlsx`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Übersicht',
      'Teams',
      'Spieler',
      'KPIs',
      'Beteiligung',
      'Spendenzwecke',
    ]);
    const teamsSheet = workbook.getWorksheet('Teams');
    const first = teamsSheet?.getRow(2);
    expect(first?.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(first?.getCell(2).value).toBe(FORMULA);
    expect(first?.getCell(2).numFmt).toBe('@');
    expect(first?.getCell(4).value).toBe(40);
    const playersSheet = workbook.getWorksheet('Spieler');
    expect(playersSheet?.getRow(3).getCell(2).value).toBe('@Bob Babbage');
    expect(playersSheet?.getRow(3).getCell(2).type).toBe(ExcelJS.ValueType.String);
    // No cell of any sheet is a formula.
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const sheetXml = Object.entries(files)
      .filter(([name]) => name.startsWith('xl/worksheets/sheet'))
      .map(([, bytes]) => new TextDecoder().decode(bytes));
    expect(sheetXml).toHaveLength(6);
    for (const xml of sheetXml) expect(xml).not.toMatch(/<f[ >]/);
  });

  it('downloads a CSV file whose risky cells start with a quote', async () => {
    const res = await report(organiser, '&format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('filename="Spring Rally.csv"');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toContain(`1,"'=HYPERLINK(""https://evil.example"",""open"")",1,40,40,0`);
    expect(lines).toContain(`2,'@Bob Babbage,Blue,20,0,0,0,20,1,0`);
    expect(lines).toContain('Sales,EUR,higher,100,200,2,200,75,150');
    expect(lines.some((line) => /^[=+@]|,[=+@]/.test(line))).toBe(false);
  });

  it('downloads a CSV in German with semicolons, as Excel in German reads it', async () => {
    const res = await report({ ...organiser, 'accept-language': 'de-DE,de;q=0.9' }, '&format=csv');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toContain('Teams');
    expect(lines).toContain(`1;"'=HYPERLINK(""https://evil.example"",""open"")";1;40;40;0`);
    expect(lines).toContain(`2;'@Bob Babbage;Blue;20;0;0;0;20;1;0`);
  });
});

describe('reportCsv', () => {
  const sheet = (rows: Cell[][]): Sheet[] => [{ title: 'Players', rows }];
  const body = (sheets: Sheet[], language: TLanguage) =>
    reportCsv(sheets, language)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');

  it('quotes every cell holding a separator of any language, not only risky starts', () => {
    const rows = [['Bob;=HYPERLINK("https://evil.example")', 'Ann;=1+1', 'a,b', 'tab\there', 'plain', 1.5]];
    expect(body(sheet(rows), 'en')[1]).toBe(
      '"Bob;=HYPERLINK(""https://evil.example"")","Ann;=1+1","a,b","tab\there",plain,1.5',
    );
    expect(body(sheet(rows), 'de')[1]).toBe(
      '"Bob;=HYPERLINK(""https://evil.example"")";"Ann;=1+1";"a,b";"tab\there";plain;1,5',
    );
  });

  it.each([
    ['en', 'Ana,113.17,-2.5,40'],
    ['de', 'Ana;113,17;-2,5;40'],
    ['fr', 'Ana;113,17;-2,5;40'],
    ['pt', 'Ana;113,17;-2,5;40'],
  ] as const)('%s: the separator and decimal mark of the language', (language, line) => {
    expect(body(sheet([['Ana', 113.17, -2.5, 40]]), language)[1]).toBe(line);
  });
});

describe('contentDisposition', () => {
  it('keeps user text out of the plain filename and encodes it in filename*', () => {
    const header = contentDisposition('Défi "été"\r\nX-Evil: 1 / 2', 'csv');
    expect(header).toBe(
      `attachment; filename="Defi -ete- X-Evil- 1 2.csv"; filename*=UTF-8''D%C3%A9fi%20%22%C3%A9t%C3%A9%22%20X-Evil%3A%201%202.csv`,
    );
    expect(header).not.toMatch(/[\r\n]/);
    expect(/^[\x20-\x7e]*$/.test(header)).toBe(true);
    expect(contentDisposition('日本語', 'xlsx')).toBe(
      `attachment; filename="report.xlsx"; filename*=UTF-8''%E6%97%A5%E6%9C%AC%E8%AA%9E.xlsx`,
    );
  });
});
