import type {
  ZNewBehaviour,
  ZUpdateActivityRequest,
  ZUpdateBehaviourRequest,
} from '@rally/contracts/activities';
import { DEFAULT_PAGE_SIZE } from '@rally/contracts/constants';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { CallerInput } from '../../lib/route-kit.ts';
import type { Scope } from '../../lib/scope.ts';
import { pageCount, pageWindow } from '../../lib/search.ts';
// Writes lock the game row (LOCK_GAME), so they serialize with its status changes (activation counts what it holds).
import { assertGameEditable, LOCK_GAME, lockEditableGame, requireGame } from '../games/service.ts';
import {
  type ActivityRow,
  type BehaviourRow,
  deleteActivityRow,
  deleteBehaviourRow,
  findActivity,
  findBehaviour,
  insertActivities,
  insertBehaviours,
  listBehavioursOf,
  listGameActivityPage,
  nextActivityPosition,
  nextBehaviourPosition,
  updateActivityRow,
  updateBehaviourRow,
} from './queries.ts';

/** What a behaviour is, apart from where it stands: what a copy takes along. */
export const behaviourFields = (b: BehaviourRow) => ({
  name: b.name,
  description: b.description,
  points: b.points,
  maxPerDay: b.maxPerDay,
  requiresApproval: b.requiresApproval,
  position: b.position,
});

/** A behaviour as the code reads it; the routes spell it the API's way. */
export type Behaviour = ReturnType<typeof behaviourFields> & { id: string; activityId: string };

/** An activity with its behaviours in order; the routes spell it the API's way. */
export type Activity = {
  id: string;
  gameId: string;
  name: string;
  description: string;
  position: number;
  behaviours: Behaviour[];
};

/** A behaviour to add: its place is the end of its activity's list. */
export type NewBehaviour = z.output<typeof ZNewBehaviour>;

const toBehaviour = (b: BehaviourRow): Behaviour => ({
  id: b.id,
  activityId: b.activityId,
  ...behaviourFields(b),
});

/** An activity with its own behaviours picked out of `behaviours` (already in order). */
const toActivity = (a: ActivityRow, behaviours: BehaviourRow[]): Activity => ({
  id: a.id,
  gameId: a.gameId,
  name: a.name,
  description: a.description,
  position: a.position,
  behaviours: behaviours.filter((b) => b.activityId === a.id).map(toBehaviour),
});

type Lock = { forUpdate?: boolean };
type Change = Parameters<typeof assertGameEditable>[1];

/** An activity in scope with its game: `requireGame` also keeps players out of games they do not play in. */
async function activityInScope(db: Executor, scope: Scope, id: string, lock?: Lock) {
  const activity = await findActivity(db, scope, id);
  if (!activity) throw notFound('activities.notFound');
  return { activity, game: await requireGame(db, scope, activity.gameId, lock) };
}

async function behaviourInScope(db: Executor, scope: Scope, id: string, lock?: Lock) {
  const behaviour = await findBehaviour(db, scope, id);
  if (!behaviour) throw notFound('activities.behaviourNotFound');
  return { behaviour, game: await requireGame(db, scope, behaviour.gameId, lock) };
}

/** An activity about to change: its game locked and still open to that kind of change. */
async function activityToChange(tx: Executor, scope: Scope, id: string, change: Change) {
  const found = await activityInScope(tx, scope, id, LOCK_GAME);
  assertGameEditable(found.game, change);
  return found.activity;
}

async function behaviourToChange(tx: Executor, scope: Scope, id: string, change: Change) {
  const found = await behaviourInScope(tx, scope, id, LOCK_GAME);
  assertGameEditable(found.game, change);
  return found.behaviour;
}

const withBehaviours = async (db: Executor, scope: Scope, activity: ActivityRow) =>
  toActivity(activity, await listBehavioursOf(db, scope, [activity.id]));

/** `GET /task/competition/{competitionId}/{page}`: ten activities a page, each with its behaviours. */
export async function listActivityPage(opts: { db: Executor; scope: Scope; gameId: string; page: number }) {
  const game = await requireGame(opts.db, opts.scope, opts.gameId);
  const { rows, total } = await listGameActivityPage(
    opts.db,
    opts.scope,
    game.id,
    pageWindow(opts.page, DEFAULT_PAGE_SIZE),
  );
  const behaviours = await listBehavioursOf(
    opts.db,
    opts.scope,
    rows.map((a) => a.id),
  );
  return {
    result: rows.map((a) => toActivity(a, behaviours)),
    count: total,
    pages: pageCount(total, DEFAULT_PAGE_SIZE),
  };
}

export async function getActivity(opts: { db: Executor; scope: Scope; id: string }) {
  const { activity } = await activityInScope(opts.db, opts.scope, opts.id);
  return withBehaviours(opts.db, opts.scope, activity);
}

export async function getBehaviour(opts: { db: Executor; scope: Scope; id: string }) {
  return toBehaviour((await behaviourInScope(opts.db, opts.scope, opts.id)).behaviour);
}

/** `POST /task/competition/subtask/add`: the new activity goes last, its behaviours in the order sent. */
export async function createActivity(opts: {
  tx: Executor;
  scope: Scope;
  gameId: string;
  activity: { name: string; description: string };
  behaviours: NewBehaviour[];
}) {
  const fields = opts.activity;
  const game = await lockEditableGame(opts.tx, opts.scope, opts.gameId);
  const position = await nextActivityPosition(opts.tx, game.id);
  const [activity] = await insertActivities(opts.tx, [
    { ...fields, companyId: game.companyId, gameId: game.id, position },
  ]);
  if (!activity) throw new Error('activity not created');
  const rows = await insertBehaviours(
    opts.tx,
    opts.behaviours.map((b, i) => ({
      ...b,
      companyId: game.companyId,
      gameId: game.id,
      activityId: activity.id,
      position: i,
    })),
  );
  return toActivity(activity, rows);
}

/** `POST /task/add/subtask/task`: one more behaviour, last in its activity. */
export async function addBehaviour(opts: {
  tx: Executor;
  scope: Scope;
  activityId: string;
  behaviour: NewBehaviour;
}) {
  const fields = opts.behaviour;
  const activity = await activityToChange(opts.tx, opts.scope, opts.activityId, 'content');
  const position = await nextBehaviourPosition(opts.tx, activity.id);
  const [row] = await insertBehaviours(opts.tx, [
    { ...fields, companyId: activity.companyId, gameId: activity.gameId, activityId: activity.id, position },
  ]);
  if (!row) throw new Error('behaviour not created');
  return toBehaviour(row);
}

/** `POST /task/update/main` */
export async function updateActivity(opts: CallerInput<typeof ZUpdateActivityRequest>) {
  const { id, ...fields } = opts.input;
  const activity = await activityToChange(opts.tx, opts.scope, id, 'content');
  const updated = (await updateActivityRow(opts.tx, activity.id, fields)) ?? activity;
  return withBehaviours(opts.tx, opts.scope, updated);
}

/** `POST /task/update/sub`: points already awarded stay as they were (performed tasks keep their own). */
export async function updateBehaviour(opts: CallerInput<typeof ZUpdateBehaviourRequest>) {
  const { id, ...fields } = opts.input;
  const behaviour = await behaviourToChange(opts.tx, opts.scope, id, 'content');
  return toBehaviour((await updateBehaviourRow(opts.tx, behaviour.id, fields)) ?? behaviour);
}

/** `POST /task/competition/delete`: removes the activity with its behaviours (draft games only). */
export async function deleteActivity(opts: { tx: Executor; scope: Scope; id: string }) {
  const activity = await activityToChange(opts.tx, opts.scope, opts.id, 'structure');
  await deleteActivityRow(opts.tx, activity.id);
}

/** `POST /task/subtask/delete` (draft games only). */
export async function deleteBehaviour(opts: { tx: Executor; scope: Scope; id: string }) {
  const behaviour = await behaviourToChange(opts.tx, opts.scope, opts.id, 'structure');
  await deleteBehaviourRow(opts.tx, behaviour.id);
}
