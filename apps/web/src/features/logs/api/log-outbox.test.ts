import type { TLog } from '@rally/contracts/logs';
import { createStore, values } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signInAs } from '../../../test/render.tsx';
import { dropLog, loadOutbox, outboxState, queueLog, sendWaiting } from './log-outbox.ts';

const GAME = '0190a000-0000-7000-8000-000000000001';
const STEPS = '0190a000-0000-7000-8000-0000000000a1';
const STAIRS = '0190a000-0000-7000-8000-0000000000a2';
const DAY = '2026-11-24';

/** What IndexedDB holds, read afresh: what a reopened app would find. */
const stored = () => values(createStore('rally-log-outbox', 'logs'));

const offline = (off: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!off);

/**
 * A server that keeps logs by idempotency key, as the real one does: a key sent again is answered
 * with its first log. `lose` drops the answer of the next log after storing it (a connection lost
 * on the way back); `refuse` answers every log with that refusal.
 */
function serveLogs(opts: { refuse?: { status: number; body: unknown } } = {}) {
  const byKey = new Map<string, TLog>();
  const state = { lose: false, failWith: 0 };
  const api = mockApi(async ({ method, path, body, headers }) => {
    if (method !== 'POST' || path !== `/game/${GAME}/performedtasks`) return { status: 200, body: {} };
    if (state.failWith) return { status: state.failWith, body: { code: 'INTERNAL', message: 'down' } };
    if (opts.refuse) return opts.refuse;
    const key = headers.get('idempotency-key') ?? '';
    const { behaviourId, day } = body as { behaviourId: string; day: string };
    const log = byKey.get(key) ?? logOf(behaviourId, day, byKey.size + 1);
    byKey.set(key, log);
    if (state.lose) {
      state.lose = false;
      throw new TypeError('Failed to fetch');
    }
    return { status: 201, body: log };
  });
  const posts = () => api.mock.calls.filter(([, init]) => init?.method === 'POST');
  return { byKey, state, posts };
}

function logOf(behaviourId: string, day: string, n: number): TLog {
  return {
    id: `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`,
    gameId: GAME,
    userId: '0190a000-0000-7000-8000-000000000002',
    behaviourId,
    behaviourName: 'Steps',
    activityId: '0190a000-0000-7000-8000-0000000000f1',
    activityName: 'Move more',
    day,
    slot: 1,
    points: 10,
    status: 'approved',
    flagged: false,
    rejectionReason: null,
    comment: null,
    onBehalf: false,
    canUndo: true,
    createdAt: `${day}T08:00:00.000Z`,
  };
}

const tick = (behaviourId: string) =>
  queueLog({ gameId: GAME, behaviourId, behaviourName: 'Steps', day: DAY });

describe('the log outbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps ticks made offline on the device, and sends each once when back online', async () => {
    signInAs('player');
    const server = serveLogs();
    offline(true);

    expect(await tick(STEPS)).toEqual({ waiting: true });
    expect(await tick(STAIRS)).toEqual({ waiting: true });
    expect(server.posts()).toHaveLength(0);
    expect((await stored()).map((item) => item.behaviourId).sort()).toEqual([STEPS, STAIRS]);
    expect(outboxState().items.map((item) => item.state)).toEqual(['waiting', 'waiting']);

    offline(false);
    expect(await sendWaiting()).toMatchObject({ sent: 2, refused: 0 });
    expect(server.byKey.size).toBe(2);
    const sentBodies = server.posts().map(([, init]) => JSON.parse(String(init?.body)));
    expect(sentBodies).toEqual([
      { behaviourId: STEPS, day: DAY },
      { behaviourId: STAIRS, day: DAY },
    ]);
    expect(await stored()).toEqual([]);
    expect(outboxState().items).toEqual([]);
    // Nothing is left to send again.
    await sendWaiting();
    expect(server.posts()).toHaveLength(2);
  });

  it('sends a log whose answer was lost again with the same key: the server counts it once', async () => {
    signInAs('player');
    const server = serveLogs();
    server.state.lose = true;

    expect(await tick(STEPS)).toEqual({ waiting: true });
    expect(outboxState().items).toHaveLength(1);
    const outcome = await sendWaiting();

    expect(outcome.sent).toBe(1);
    const keys = server.posts().map(([, init]) => new Headers(init?.headers).get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(server.byKey.size).toBe(1);
    expect(await stored()).toEqual([]);
  });

  it('keeps a log waiting while the server has trouble, and stops sending until the next try', async () => {
    signInAs('player');
    const server = serveLogs();
    server.state.failWith = 503;
    await tick(STEPS);
    await tick(STAIRS);
    // The second waits behind the first: one failed call, not one per log.
    expect(server.posts()).toHaveLength(2);
    expect(outboxState().items.map((item) => item.state)).toEqual(['waiting', 'waiting']);

    server.state.failWith = 0;
    expect(await sendWaiting()).toMatchObject({ sent: 2 });
  });

  it('keeps a refused log with its reason until dismissed, and never sends it again', async () => {
    signInAs('player');
    const refusal = {
      code: 'CONFLICT',
      messageCode: 'logs.dailyLimitReached',
      params: { behaviour: 'Steps', maxPerDay: 1 },
      message: 'Steps counts at most 1 times a day, and that day is full.',
    };
    const server = serveLogs({ refuse: { status: 409, body: refusal } });

    const outcome = await tick(STEPS);

    expect(outcome).toEqual({
      refused: { messageCode: refusal.messageCode, params: refusal.params, message: refusal.message },
    });
    expect((await stored()).map((item) => item.state)).toEqual(['refused']);
    await sendWaiting();
    expect(server.posts()).toHaveLength(1);
    const [refused] = outboxState().items;
    expect(await dropLog(refused?.key ?? '')).toBe(true);
    expect(await stored()).toEqual([]);
  });

  it("shows and sends only the signed-in player's own logs", async () => {
    signInAs('player', { id: '0190a000-0000-7000-8000-00000000aaaa' });
    const server = serveLogs();
    offline(true);
    await tick(STEPS);

    signInAs('player', { id: '0190a000-0000-7000-8000-00000000bbbb' });
    offline(false);
    await loadOutbox();
    expect(outboxState().items).toEqual([]);
    await sendWaiting();
    expect(server.posts()).toHaveLength(0);
    expect(await stored()).toHaveLength(1);
  });
});
