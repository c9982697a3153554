import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { planReminders } from '../src/areas/reminders/plan.ts';
import { jobs } from '../src/db/schema/index.ts';
import { enqueueJobs } from '../src/jobs/index.ts';
import type { TestContext } from './helpers.ts';
import { setUpGame } from './play-fixtures.ts';
import { usePushApp } from './push-fixtures.ts';

/**
 * The organiser's push figure (ADR 0031) counts the reminder pushes a push service accepted, for
 * the whole game: not the push jobs done (a device gone is a job done, not a delivery), and not
 * only those of the last 7 days (the scheduler purges finished jobs then).
 */
describe('reminder push figures', () => {
  let t: TestContext;
  const { subscribed: subscribe } = usePushApp((opened) => {
    ({ t } = opened);
  });
  const pushFigures = async (gameId: string, headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/game/${gameId}/reminders`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().channels.push;
  };

  it('counts the pushes delivered over the whole game, after the finished jobs are purged', async () => {
    const g = await setUpGame(t, {
      timezone: 'Europe/Berlin',
      startDate: '2026-03-01',
      endDate: '2026-04-30',
    });
    const [ann, bob] = [await g.player(), await g.player()];
    const annPhone = await subscribe(ann.headers);
    const annOld = await subscribe(ann.headers);
    annOld.goneWith = 410;
    const bobPhone = await subscribe(bob.headers);
    const deps = { mailer: t.app.mailer, appUrl: 'https://rally.test' };
    // Two days of 17:00 reminders: day one reaches three devices (one of them gone), day two two.
    await planReminders(t.db, deps, new Date('2026-03-10T16:00:00Z'));
    await t.app.jobs.runDue();
    await planReminders(t.db, deps, new Date('2026-03-11T16:00:00Z'));
    await t.app.jobs.runDue();
    expect(annPhone.received).toHaveLength(2);
    expect(bobPhone.received).toHaveLength(2);
    expect(await pushFigures(g.game.id, g.organiser.headers)).toEqual({ sent: 5, delivered: 4, optedOut: 0 });

    // A week on, the scheduler purges the finished push jobs; the game's figure stays.
    await t.db
      .update(jobs)
      .set({ finishedAt: sql`now() - interval '8 days'` })
      .where(and(eq(jobs.name, 'push.send'), sql`${jobs.key} like ${`reminder:${g.game.id}:%`}`));
    await enqueueJobs(t.db, 'jobs.purge', [{ key: `test:${g.game.id}`, payload: {} }]);
    await t.app.jobs.runDue();
    const left = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(sql`${jobs.key} like ${`reminder:${g.game.id}:%`}`);
    expect(left[0]?.n).toBe(0);
    expect(await pushFigures(g.game.id, g.organiser.headers)).toEqual({ sent: 5, delivered: 4, optedOut: 0 });
  });
});
