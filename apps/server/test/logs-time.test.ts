import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLog, removeLog } from '../src/areas/logs/service.ts';
import type { Scope } from '../src/lib/scope.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { type PlayGame, setUpGame } from './play-fixtures.ts';

/**
 * Days are counted in the game's time zone (Europe/Berlin here), whatever the server's clock zone:
 * the service is called with the instant a player logs at.
 */
describe('logging: days in the game time zone', () => {
  let t: TestContext;
  let g: PlayGame;
  let scope: Scope;
  beforeAll(async () => {
    t = await createTestApp();
    g = await setUpGame(t, { timezone: 'Europe/Berlin', startDate: '2026-03-01', endDate: '2026-11-30' });
    const p = await g.player();
    scope = { userId: p.user.id, companyId: g.companyId, role: 'player' };
  });
  afterAll(() => t.close());

  const logAt = (iso: string, opts: { day?: string; behaviourId?: string } = {}) =>
    t.db.transaction((tx) =>
      createLog({
        tx,
        scope,
        gameId: g.game.id,
        input: {
          behaviourId: opts.behaviourId ?? g.behaviours.stairs.id,
          ...(opts.day ? { day: opts.day } : {}),
        },
        now: new Date(iso),
      }),
    );
  const undoAt = (logId: string, iso: string) =>
    t.db.transaction((tx) => removeLog({ tx, scope, logId, now: new Date(iso) }));

  it('puts a log at 23:30 and one at 00:30 Berlin time on their own days', async () => {
    expect((await logAt('2026-06-10T21:30:00Z')).day).toBe('2026-06-10');
    expect((await logAt('2026-06-10T22:30:00Z')).day).toBe('2026-06-11');
  });

  it('counts the spring DST change day (23 hours) as one day', async () => {
    // 00:30 CET and 23:30 CEST on 29 March 2026: the same Berlin day.
    expect((await logAt('2026-03-28T23:30:00Z')).day).toBe('2026-03-29');
    expect((await logAt('2026-03-29T21:30:00Z')).day).toBe('2026-03-29');
    expect((await logAt('2026-03-29T22:30:00Z')).day).toBe('2026-03-30');
  });

  it('counts the autumn DST change day (25 hours) as one day', async () => {
    expect((await logAt('2026-10-24T22:30:00Z')).day).toBe('2026-10-25');
    expect((await logAt('2026-10-25T22:30:00Z')).day).toBe('2026-10-25');
    expect((await logAt('2026-10-25T23:30:00Z')).day).toBe('2026-10-26');
  });

  it('counts the 7 days back from the Berlin day, not the UTC one', async () => {
    // 00:30 on 12 July in Berlin is still 11 July in UTC: 5 July is 7 days back, 4 July 8.
    const now = '2026-07-11T22:30:00Z';
    expect((await logAt(now, { day: '2026-07-05' })).day).toBe('2026-07-05');
    await expect(logAt(now, { day: '2026-07-04' })).rejects.toMatchObject({
      messageCode: 'validation.fields',
    });
    await expect(logAt(now, { day: '2026-07-13' })).rejects.toMatchObject({
      details: [{ messageCode: 'logs.dayInFuture' }],
    });
  });

  it('lets a player undo a log the same Berlin day only', async () => {
    const late = await logAt('2026-08-10T21:30:00Z', { behaviourId: g.behaviours.steps.id });
    await undoAt(late.id, '2026-08-10T21:55:00Z');
    const again = await logAt('2026-08-10T21:56:00Z', { behaviourId: g.behaviours.steps.id });
    // 00:05 in Berlin: the next day, too late to undo.
    await expect(undoAt(again.id, '2026-08-10T22:05:00Z')).rejects.toMatchObject({
      code: 'CONFLICT',
      messageCode: 'logs.undoSameDayOnly',
    });
  });
});
