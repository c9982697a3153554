import { z } from 'zod';
import { ZPosition } from './pagination.ts';

/** A behaviour (the API says "sub-task"): what a player performs for points. */
export const ZBehaviour = z.object({
  id: z.string(),
  taskId: z.string(),
  name: z.string(),
  description: z.string(),
  points: z.number().int(),
  /** How often a day it counts for one player. */
  maxPerDay: z.number().int(),
  /** Performed tasks wait for an organiser's approval before they score. */
  requiresApproval: z.boolean(),
  position: z.number().int(),
});
export type TBehaviour = z.infer<typeof ZBehaviour>;

/** An activity (the API says "task"): a habit with its behaviours. */
export const ZActivity = z.object({
  id: z.string(),
  competitionId: z.string(),
  name: z.string(),
  description: z.string(),
  position: z.number().int(),
  subtasks: z.array(ZBehaviour),
});
export type TActivity = z.infer<typeof ZActivity>;

/** `GET /task/competition/{competitionId}/{page}`: ten activities a page. */
export const ZActivityPage = z.object({
  result: z.array(ZActivity),
  count: z.number().int(),
  pages: z.number().int(),
});

/** What a behaviour is worth (DESIGN section 3) and how often a day it may count. */
export const BEHAVIOUR_POINTS = { min: 0, max: 1000 } as const;
export const BEHAVIOUR_MAX_PER_DAY = { min: 1, max: 100 } as const;

/**
 * An activity's fields and a behaviour's, with their bounds: a game's and a template's alike
 * (decision 0020: a template holds the game's content), so both requests read them from here.
 */
export const activityFields = {
  name: z.string().trim().min(1).max(120),
  description: z.string().trim().max(2000),
  position: ZPosition,
};
export const behaviourFields = {
  name: activityFields.name,
  description: activityFields.description,
  points: z.number().int().min(BEHAVIOUR_POINTS.min).max(BEHAVIOUR_POINTS.max),
  maxPerDay: z.number().int().min(BEHAVIOUR_MAX_PER_DAY.min).max(BEHAVIOUR_MAX_PER_DAY.max),
  requiresApproval: z.boolean(),
  position: ZPosition,
};
const { position: _, ...newBehaviourFields } = behaviourFields;
export const ZNewBehaviour = z.object({
  ...newBehaviourFields,
  description: behaviourFields.description.default(''),
  maxPerDay: behaviourFields.maxPerDay.default(1),
  requiresApproval: behaviourFields.requiresApproval.default(false),
});

/** `POST /task/competition/subtask/add`: a new activity with its first behaviours. */
export const ZCreateActivityRequest = z.object({
  competitionId: z.uuid(),
  name: activityFields.name,
  description: activityFields.description.default(''),
  subtasks: z.array(ZNewBehaviour).max(50).default([]),
});
/** `POST /task/add/subtask/task`: one more behaviour for an activity. */
export const ZCreateBehaviourRequest = ZNewBehaviour.extend({ taskId: z.uuid() });
/** `POST /task/update/main` */
export const ZUpdateActivityRequest = z.object({ id: z.uuid(), ...z.object(activityFields).partial().shape });
/** `POST /task/update/sub` */
export const ZUpdateBehaviourRequest = z.object(behaviourFields).partial().extend({ id: z.uuid() });
/** `POST /task/competition/delete` */
export const ZDeleteActivityRequest = z.object({ taskId: z.uuid() });
/** `POST /task/subtask/delete` */
export const ZDeleteBehaviourRequest = z.object({ subtaskId: z.uuid() });

/** `POST /competition/existing/task/copy`: copies activities (all, or the chosen ones) from another game of the same company. */
export const ZCopyActivitiesRequest = z.object({
  fromCompetitionId: z.uuid(),
  toCompetitionId: z.uuid(),
  taskIds: z.array(z.uuid()).max(500).optional(),
});
