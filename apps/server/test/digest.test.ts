import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { companyDigest } from '../src/areas/digest/content.ts';
import { DIGEST_SEND_JOB, digestWeek, planDigests, sendDigest } from '../src/areas/digest/job.ts';
import { executeRows } from '../src/db/bulk.ts';
import { type Database, openPostgres } from '../src/db/client.ts';
import { behaviourLogs, companies, games, jobs, notifications, users } from '../src/db/schema/index.ts';
import { dayFromToday as day, type Session, type TestContext } from './helpers.ts';
import { type PlayGame, usePlayGame } from './play-fixtures.ts';

/**
 * The organisers' weekly digest (decision 0032): what it says of a running game, that it is queued
 * on Monday from 08:00 in the organiser's zone (their own, else the company's), and that it goes
 * once per organiser and week however many processes plan and run it.
 */
describe('the weekly digest', () => {
  let t: TestContext;
  let g: PlayGame;
  // Every day counts and no freeze: a streak whose today is still open is at risk.
  usePlayGame((opened) => ({ t, g } = opened), {
    rules: { streakFreezes: 0, streakWeekdays: [1, 2, 3, 4, 5, 6, 7] },
  });

  const log = (who: Session, behaviour: { id: string; points: number }, on: number, status = 'approved') =>
    t.db.insert(behaviourLogs).values({
      companyId: g.companyId,
      gameId: g.game.id,
      userId: who.user.id,
      behaviourId: behaviour.id,
      day: day(on),
      slot: 1,
      points: behaviour.points,
      status: status as 'approved',
    });

  beforeAll(async () => {
    const made: Session[] = [];
    for (const fullName of ['Ana', 'Bo', 'Cy', '<b>Dee</b> http://evil.example'])
      made.push(await g.player(g.teams.red, { fullName }));
    const [ana, bo, , dee] = made;
    if (!ana || !bo || !dee) throw new Error('players not made');
    const { steps, stairs, workout } = g.behaviours;
    // Ana: every day of the week, not yet today: the top mover, her streak at risk.
    for (let d = -7; d <= -1; d++) await log(ana, steps, d);
    // Bo: one counted log, one pending, and today's already in: a mover, not at risk.
    await log(bo, workout, -2);
    await log(bo, stairs, -1, 'pending');
    await log(bo, steps, 0);
    // Dee: a rejected log this week and a log before it: neither counts for the week.
    await log(dee, steps, -3, 'rejected');
    await log(dee, steps, -8);
  });

  it('says who played, who moved, what waits and whose streak is at risk', async () => {
    const [digest, ...others] = await companyDigest(t.db, g.companyId, new Date());
    expect(others).toEqual([]);
    expect(digest).toMatchObject({
      game: 'Play test game',
      logged: 2,
      players: 4,
      pending: 1,
      movers: [
        { name: 'Ana', points: 70 },
        { name: 'Bo', points: 50 },
      ],
      atRisk: [{ name: 'Ana' }],
    });
  });

  it('starts at 08:00 on Monday in a zone far from UTC, either side of the date line', () => {
    // Monday 30 November 2026, 08:00 at UTC+14 is Sunday 18:00 UTC; at UTC−11 Monday 19:00 UTC.
    expect(digestWeek('Pacific/Kiritimati', new Date('2026-11-29T17:59:00Z'))).toBeNull();
    expect(digestWeek('Pacific/Kiritimati', new Date('2026-11-29T18:00:00Z'))).toBe('2026-11-30');
    expect(digestWeek('Pacific/Pago_Pago', new Date('2026-11-30T18:59:00Z'))).toBeNull();
    expect(digestWeek('Pacific/Pago_Pago', new Date('2026-11-30T19:00:00Z'))).toBe('2026-11-30');
    expect(digestWeek('Pacific/Pago_Pago', new Date('2026-12-01T10:59:00Z'))).toBe('2026-11-30');
    expect(digestWeek('Pacific/Pago_Pago', new Date('2026-12-01T11:00:00Z'))).toBeNull();
    // Summer time: 08:00 in Berlin on the Monday after the change is 06:00 UTC.
    expect(digestWeek('Europe/Berlin', new Date('2026-03-30T05:59:00Z'))).toBeNull();
    expect(digestWeek('Europe/Berlin', new Date('2026-03-30T06:00:00Z'))).toBe('2026-03-30');
    expect(digestWeek('Not/AZone', new Date('2026-11-30T08:00:00Z'))).toBe('2026-11-30');
  });

  const digestMails = async (to: string) =>
    (await t.outbox(to)).filter((m) => m.template === 'weeklyDigest').map((m) => m.dedupeKey);

  it('is queued on each organiser’s Monday morning, their zone or else the company’s, and mailed once', async () => {
    await t.db.update(companies).set({ timezone: 'Pacific/Pago_Pago' }).where(eq(companies.id, g.companyId));
    await t.db
      .update(users)
      .set({ timezone: 'Pacific/Kiritimati', language: 'de' })
      .where(eq(users.id, g.organiser.user.id));
    const second = await t.signIn('company_admin', { companyId: g.companyId });
    await t.db.update(games).set({ name: '<i>Walk</i> http://evil.example' }).where(eq(games.id, g.game.id));
    const at = (iso: string) => planDigests(t.db, new Date(iso));
    expect(await at('2026-11-29T17:59:00Z')).toBe(0);
    expect(await at('2026-11-29T18:00:00Z')).toBe(1);
    expect(await at('2026-11-29T18:15:00Z')).toBe(0);
    expect(await at('2026-11-30T18:59:00Z')).toBe(0);
    expect(await at('2026-11-30T19:00:00Z')).toBe(1);
    expect(await at('2026-12-01T10:45:00Z')).toBe(0);
    await t.app.jobs.runDue();

    expect(await digestMails(g.organiser.user.email)).toEqual([`digest:${g.organiser.user.id}:2026-11-30`]);
    expect(await digestMails(second.user.email)).toEqual([`digest:${second.user.id}:2026-11-30`]);
    const [mail] = (await t.outbox(g.organiser.user.email)).filter((m) => m.template === 'weeklyDigest');
    // In the organiser's language; names are data: never in the subject, inert and escaped in the body.
    expect(mail?.subject).toBe('Ihre Woche auf Rally: So laufen Ihre Spiele');
    expect(mail?.text).toContain('Spieler mit Einträgen in den letzten 7 Tagen: 2 von 4');
    expect(mail?.text).toContain('Ana +70, Bo +50');
    expect(mail?.text).not.toContain('http://evil.example');
    expect(mail?.text).toContain('Gefährdete Serien (reißen ohne Eintrag heute): 1: Ana');
    expect(mail?.subject).not.toContain('Walk');
    expect(mail?.html).not.toContain('<i>Walk');
    expect(mail?.html).toContain('&lt;i&gt;Walk');
    expect(mail?.text).toContain('/rally/unsubscribe?token=');
    expect(mail).toMatchObject({ category: 'digest', userId: g.organiser.user.id });
    const notes = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, g.organiser.user.id), eq(notifications.type, 'weeklyDigest')));
    expect(notes.map((n) => n.params)).toEqual([{ games: 1, pending: 1, atRisk: 1 }]);
  });

  it('goes once per organiser and week with two processes planning and running it', async () => {
    const other = await secondDatabase(t);
    const appB = await buildApp({ config: t.config, database: other, logStream: false });
    await appB.ready();
    try {
      const monday = new Date('2026-12-06T18:00:00Z'); // Monday 7 December, 08:00 at UTC+14
      const planned = await Promise.all([planDigests(t.db, monday), planDigests(other.db, monday)]);
      expect(planned[0] + planned[1]).toBe(1);
      await Promise.all([t.app.jobs.runDue(), appB.jobs.runDue()]);
      // The job run again (as after a crash after the commit) mails nobody twice.
      const payload = { userId: g.organiser.user.id, week: '2026-12-07' };
      await t.db.transaction((tx) => sendDigest(tx, { mailer: t.app.mailer, appUrl: '' }, payload));
      expect(await digestMails(g.organiser.user.email)).toEqual([
        `digest:${g.organiser.user.id}:2026-11-30`,
        `digest:${g.organiser.user.id}:2026-12-07`,
      ]);
      const runs = await t.db.select().from(jobs).where(eq(jobs.name, DIGEST_SEND_JOB));
      expect(runs.filter((j) => j.key === `${g.organiser.user.id}:2026-12-07`)).toHaveLength(1);
    } finally {
      await appB.close();
      if (other !== t.database) await other.close();
    }
  });

  it('is not mailed to an organiser who unsubscribed from it', async () => {
    const id = g.organiser.user.id;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${id}/mail-opt-outs`,
      headers: g.organiser.headers,
      payload: { categories: ['digest'] },
    });
    expect(put.statusCode).toBe(200);
    await t.db.transaction((tx) =>
      sendDigest(tx, { mailer: t.app.mailer, appUrl: '' }, { userId: id, week: '2026-12-14' }),
    );
    expect(await digestMails(g.organiser.user.email)).not.toContain(`digest:${id}:2026-12-14`);
  });
});

/** On a PostgreSQL server a second connection to the same database (another process's view); embedded, the same one. */
async function secondDatabase(t: TestContext): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return t.database;
  const [row] = await executeRows<{ name: string }>(t.db, sql`select current_database() as name`);
  const u = new URL(url);
  u.pathname = `/${row?.name}`;
  return openPostgres(u.toString());
}
