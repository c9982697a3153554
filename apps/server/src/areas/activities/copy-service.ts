import { v7 as uuidv7 } from 'uuid';
import type { Executor } from '../../db/client.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { assertGameEditable, requireGame } from '../games/service.ts';
import {
  insertActivities,
  insertBehaviours,
  listBehavioursOf,
  listGameActivities,
  nextActivityPosition,
} from './queries.ts';
import { behaviourFields } from './service.ts';

/**
 * The games a copy reads from and writes into; `targetPath` is where the request named the target
 * game, so that a refusal names that field.
 */
export type CopyBetween = { fromGameId: string; toGameId: string; targetPath: string };

/**
 * The two games of a copy: both in the caller's scope (404 otherwise), of one company (a platform
 * admin sees every company, so this is checked apart), and the target still open to content changes.
 */
export async function gamesToCopyBetween(tx: Executor, scope: Scope, games: CopyBetween) {
  if (games.fromGameId === games.toGameId) {
    throw invalid(games.targetPath, 'activities.copyToOtherGame');
  }
  const from = await requireGame(tx, scope, games.fromGameId);
  // The target is locked like every write to a game, so the copy serializes with its status changes.
  const to = await requireGame(tx, scope, games.toGameId, { forUpdate: true });
  if (from.companyId !== to.companyId) {
    throw invalid(games.targetPath, 'activities.copySameCompany');
  }
  assertGameEditable(to, 'content');
  return { from, to };
}

/**
 * `POST /competition/existing/task/copy`: deep copies (new ids) of the chosen activities, or all of
 * them, with their behaviours, appended after the target's own activities in their original order.
 */
export async function copyActivities(opts: {
  tx: Executor;
  scope: Scope;
  games: CopyBetween;
  /** The activities to copy; all of them when left out. */
  activityIds?: string[];
}) {
  const { tx, scope } = opts;
  const { from, to } = await gamesToCopyBetween(tx, scope, opts.games);
  const chosen = opts.activityIds && [...new Set(opts.activityIds)];
  const sources = await listGameActivities(tx, scope, from.id, chosen);
  const missing = chosen?.filter((id) => !sources.some((a) => a.id === id)) ?? [];
  if (missing.length > 0) {
    throw notFound('activities.notInSourceGame', { ids: missing.join(', ') });
  }
  if (sources.length === 0) return { copied: 0 };

  const start = await nextActivityPosition(tx, to.id);
  const newIds = new Map(sources.map((a) => [a.id, uuidv7()]));
  const into = { companyId: to.companyId, gameId: to.id };
  await insertActivities(
    tx,
    sources.map((a, i) => ({
      ...into,
      id: newIds.get(a.id),
      name: a.name,
      description: a.description,
      position: start + i,
    })),
  );
  const behaviours = await listBehavioursOf(
    tx,
    scope,
    sources.map((a) => a.id),
  );
  await insertBehaviours(
    tx,
    behaviours.map((b) => ({
      ...into,
      activityId: newIds.get(b.activityId) as string,
      ...behaviourFields(b),
    })),
  );
  return { copied: sources.length };
}

/** A game's activities in order, each with its behaviours in order: what a template is saved from. */
export async function readGameActivities(db: Executor, scope: Scope, gameId: string) {
  const activities = await listGameActivities(db, scope, gameId);
  const behaviours = await listBehavioursOf(
    db,
    scope,
    activities.map((a) => a.id),
  );
  return activities.map((a) => ({ ...a, behaviours: behaviours.filter((b) => b.activityId === a.id) }));
}

/** What a copy carries of a behaviour; its place is its position in the list. */
type BehaviourCopy = {
  name: string;
  description: string;
  points: number;
  maxPerDay: number;
  requiresApproval: boolean;
};

/** Activities with their behaviours into a new game, in the order given, new ids throughout. */
export async function writeGameActivities(
  tx: Executor,
  into: { companyId: string; gameId: string },
  list: { name: string; description: string; behaviours: BehaviourCopy[] }[],
) {
  const ids = list.map(() => uuidv7());
  await insertActivities(
    tx,
    list.map((a, i) => ({ ...into, id: ids[i], name: a.name, description: a.description, position: i })),
  );
  await insertBehaviours(
    tx,
    list.flatMap((a, i) =>
      a.behaviours.map((b, position) => ({ ...into, activityId: ids[i] as string, ...b, position })),
    ),
  );
}
