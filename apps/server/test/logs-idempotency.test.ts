import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deleteExpiredKeys } from '../src/areas/logs/key-queries.ts';
import { behaviourLogs, logIdempotencyKeys, playerScores } from '../src/db/schema/index.ts';
import { caller } from './content-fixtures.ts';
import { dayFromToday, itRaces, type Session, type TestContext } from './helpers.ts';
import { type PlayGame, scoresBothWays, setUpGame, usePlayGame } from './play-fixtures.ts';

/**
 * A log sent with an `Idempotency-Key` is stored once however often it arrives, and every copy is
 * answered as the first was: the log, or the refusal it met (a full day, a game not running).
 * On PostgreSQL the copies really race; on the embedded database they arrive one after another.
 */
describe('logging with an idempotency key', () => {
  let t: TestContext;
  let g: PlayGame;
  usePlayGame((opened) => ({ t, g } = opened));

  const send = (p: Session, key: string, body: object, gameId = g.game.id) =>
    caller(t, { ...p.headers, 'idempotency-key': key }).post(`/game/${gameId}/performedtasks`, body);
  const copies = async (n: number, once: () => Promise<Awaited<ReturnType<typeof send>>>) => {
    if (process.env.TEST_DATABASE_URL) return Promise.all(Array.from({ length: n }, once));
    const answers = [];
    for (let i = 0; i < n; i++) answers.push(await once());
    return answers;
  };
  const liveLogs = (userId: string, behaviourId: string) =>
    t.db
      .select()
      .from(behaviourLogs)
      .where(
        and(
          eq(behaviourLogs.userId, userId),
          eq(behaviourLogs.behaviourId, behaviourId),
          isNull(behaviourLogs.removedAt),
        ),
      );
  const pointsOf = async (userId: string) =>
    (await t.db.select().from(playerScores).where(eq(playerScores.userId, userId)))[0]?.points;

  it('answers a replay with the first answer and stores the log once', async () => {
    const p = await g.player();
    const key = randomUUID();
    const body = { behaviourId: g.behaviours.stairs.id, day: dayFromToday(-1) };
    const first = await send(p, key, body);
    const again = await send(p, key, body);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    // Sent later, it counts for the day it names.
    expect(first.json().day).toBe(dayFromToday(-1));
    expect(await liveLogs(p.user.id, g.behaviours.stairs.id)).toHaveLength(1);
    expect(await pointsOf(p.user.id)).toBe(g.behaviours.stairs.points);
    // A new key is a new log.
    expect((await send(p, randomUUID(), body)).json().slot).toBe(2);
  });

  it('refuses the same key with another request (409, translated code) and stores nothing for it', async () => {
    const p = await g.player();
    const key = randomUUID();
    await send(p, key, { behaviourId: g.behaviours.steps.id });
    const other = await send(p, key, { behaviourId: g.behaviours.stairs.id });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'CONFLICT', messageCode: 'logs.idempotencyKeyReused' });
    expect(await liveLogs(p.user.id, g.behaviours.stairs.id)).toHaveLength(0);
  });

  it('answers a refused log the same on replay, even once the refusal no longer holds', async () => {
    const p = await g.player();
    const made = await caller(t, p.headers).post(`/game/${g.game.id}/performedtasks`, {
      behaviourId: g.behaviours.steps.id,
    });
    const key = randomUUID();
    const body = { behaviourId: g.behaviours.steps.id };
    const refused = await send(p, key, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messageCode).toBe('logs.dailyLimitReached');
    // The day is free again, but the key already has its answer: the log it meant was refused.
    expect((await caller(t, p.headers).delete(`/performedtasks/${made.json().id}`)).statusCode).toBe(204);
    const replay = await send(p, key, body);
    expect(replay.statusCode).toBe(409);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const { requestId: _a, ...firstBody } = refused.json();
    const { requestId: _b, ...replayBody } = replay.json();
    expect(replayBody).toEqual(firstBody);
    expect(await liveLogs(p.user.id, g.behaviours.steps.id)).toHaveLength(0);
  });

  it('replays a day refused for being out of the window, naming the field', async () => {
    const p = await g.player();
    const key = randomUUID();
    const body = { behaviourId: g.behaviours.stairs.id, day: dayFromToday(-8) };
    for (const answer of [await send(p, key, body), await send(p, key, body)]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().details).toEqual([
        expect.objectContaining({ path: 'day', messageCode: 'logs.dayTooOld' }),
      ]);
    }
  });

  it("keeps keys per user: another player's same key is their own log", async () => {
    const [a, b] = [await g.player(), await g.player()];
    const key = randomUUID();
    const body = { behaviourId: g.behaviours.steps.id };
    expect((await send(a, key, body)).statusCode).toBe(201);
    const theirs = await send(b, key, body);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().userId).toBe(b.user.id);
  });

  it("answers another company's game 404, and its replay too", async () => {
    const p = await g.player();
    const outsider = await t.signIn('company_admin');
    const { game } = await setUpGame(t, { organiser: outsider });
    const key = randomUUID();
    for (let i = 0; i < 2; i++) {
      expect((await send(p, key, { behaviourId: g.behaviours.steps.id }, game.id)).statusCode).toBe(404);
    }
  });

  it('refuses a malformed key with 400 naming the header', async () => {
    const p = await g.player();
    const answer = await send(p, 'has space', { behaviourId: g.behaviours.steps.id });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().details).toEqual([expect.objectContaining({ path: 'headers.idempotency-key' })]);
    expect(await liveLogs(p.user.id, g.behaviours.steps.id)).toHaveLength(0);
  });

  it('forgets a key past its time: the purge deletes it, and a held expired key is claimed afresh', async () => {
    const p = await g.player();
    const key = randomUUID();
    const body = { behaviourId: g.behaviours.stairs.id };
    expect((await send(p, key, body)).statusCode).toBe(201);
    const past = new Date(Date.now() - 1000);
    await t.db.update(logIdempotencyKeys).set({ expiresAt: past }).where(eq(logIdempotencyKeys.key, key));
    // Not purged yet: the expired key is not answered from, the request is a new log.
    expect((await send(p, key, body)).json().slot).toBe(2);
    await t.db.update(logIdempotencyKeys).set({ expiresAt: past }).where(eq(logIdempotencyKeys.key, key));
    expect(await deleteExpiredKeys(t.db, new Date())).toBe(1);
    expect(await t.db.select().from(logIdempotencyKeys).where(eq(logIdempotencyKeys.key, key))).toEqual([]);
  });

  it('stores one log of 10 copies of one key, for a behaviour that counts 3 times a day', async () => {
    const p = await g.player();
    const key = randomUUID();
    const answers = await copies(10, () => send(p, key, { behaviourId: g.behaviours.stairs.id }));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(await liveLogs(p.user.id, g.behaviours.stairs.id)).toHaveLength(1);
    expect(await pointsOf(p.user.id)).toBe(g.behaviours.stairs.points);
    const s = await scoresBothWays(t, g.game.id);
    expect(s.maintained).toEqual(s.recomputed);
  });

  itRaces('copies of two keys at once: each key stores once, each copy answers its own log', async () => {
    const p = await g.player();
    const keys = [randomUUID(), randomUUID()];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send(p, keys[i % 2] as string, { behaviourId: g.behaviours.stairs.id }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    const byKey = keys.map((_, k) => new Set(answers.filter((_, i) => i % 2 === k).map((a) => a.json().id)));
    expect(byKey.map((ids) => ids.size)).toEqual([1, 1]);
    expect(await liveLogs(p.user.id, g.behaviours.stairs.id)).toHaveLength(2);
    const s = await scoresBothWays(t, g.game.id);
    expect(s.maintained).toEqual(s.recomputed);
  });

  itRaces('copies of a refused log at once all answer its refusal', async () => {
    const p = await g.player();
    await caller(t, p.headers).post(`/game/${g.game.id}/performedtasks`, {
      behaviourId: g.behaviours.steps.id,
    });
    const key = randomUUID();
    const answers = await copies(10, () => send(p, key, { behaviourId: g.behaviours.steps.id }));
    expect(answers.map((a) => a.json().messageCode)).toEqual(Array(10).fill('logs.dailyLimitReached'));
    expect(await liveLogs(p.user.id, g.behaviours.steps.id)).toHaveLength(1);
  });
});
