import { LOG_COMMENT_MAX } from '@rally/contracts/logs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller } from './content-fixtures.ts';
import { dayFromToday, type Session, type TestContext } from './helpers.ts';
import { type PlayGame, usePlayGame } from './play-fixtures.ts';

/** A player's note for the organiser on a log awaiting approval (issue 29), shown in the review queue. */
describe('PUT /performedtasks/{id}/comment', () => {
  let t: TestContext;
  let g: PlayGame;
  usePlayGame((opened) => ({ t, g } = opened));

  let organiser: Caller;
  let ann: Session;
  let as: Caller;
  beforeAll(async () => {
    organiser = caller(t, g.organiser.headers);
    ann = await g.player(g.teams.red);
    as = caller(t, ann.headers);
  });

  // Each test logs on a day of its own: a workout counts once a day.
  let back = 0;
  const log = async (behaviourId: string) => {
    const res = await as.post(`/game/${g.game.id}/performedtasks`, {
      behaviourId,
      day: dayFromToday(-back++),
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  };
  const note = (who: Caller, logId: string, comment: string) =>
    who.put(`/performedtasks/${logId}/comment`, { comment });

  it('keeps the note as plain text on the log, for the player and in the review queue', async () => {
    const id = await log(g.behaviours.workout.id);
    const text = '  Spin class <b>45 min</b> — see https://gym.example/me  ';
    const res = await note(as, id, text);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'pending', comment: text.trim() });

    const day = (await as.get(`/game/${g.game.id}/checklist`)).json();
    const workout = day.activities[0].behaviours.find(
      (b: { id: string }) => b.id === g.behaviours.workout.id,
    );
    expect(workout.logs[0].comment).toBe(text.trim());
    const queue = (await organiser.get(`/game/${g.game.id}/review`)).json();
    expect(queue.data.find((item: { id: string }) => item.id === id)?.comment).toBe(text.trim());

    // An empty note takes it back.
    expect((await note(as, id, '   ')).json().comment).toBeNull();
  });

  it(`refuses a note longer than ${LOG_COMMENT_MAX} characters, naming the field`, async () => {
    const id = await log(g.behaviours.workout.id);
    expect((await note(as, id, 'x'.repeat(LOG_COMMENT_MAX))).statusCode).toBe(200);
    const res = await note(as, id, 'x'.repeat(LOG_COMMENT_MAX + 1));
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe('comment');
  });

  it('takes a note only while the log awaits approval', async () => {
    const counted = await log(g.behaviours.steps.id);
    const refused = await note(as, counted, 'Walked to work');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ messageCode: 'logs.commentOnlyPending' });

    const id = await log(g.behaviours.workout.id);
    await organiser.post(`/game/${g.game.id}/review`, { logIds: [id], decision: 'approve' });
    expect((await note(as, id, 'Too late')).statusCode).toBe(409);
  });

  it('is the player’s own: another player and the organiser get 404', async () => {
    const id = await log(g.behaviours.workout.id);
    const bob = caller(t, (await g.player(g.teams.blue)).headers);
    expect((await note(bob, id, 'Not mine')).statusCode).toBe(404);
    expect((await note(organiser, id, 'Not theirs')).statusCode).toBe(404);
  });
});
