import type { TTemplateDetail, TTemplateSubTask, TTemplateTask } from '@rally/contracts/templates';
import type { TemplateActivity, TemplateBehaviour } from './content-service.ts';
import type { TemplateDetail } from './service.ts';

/**
 * A template's content between the code's words (activities, behaviours) and the API's (tasks,
 * sub-tasks), for the routes of `routes.ts` and `activity-routes.ts`.
 */

/** A template's behaviour in the API's words: its activity is its `taskId`. */
export const wireBehaviour = ({ activityId, ...b }: TemplateBehaviour): TTemplateSubTask => ({
  ...b,
  taskId: activityId,
});

/** A template's activity in the API's words: a task with its `subTasks`. */
export const wireActivity = ({ behaviours, ...a }: TemplateActivity): TTemplateTask => ({
  ...a,
  subTasks: behaviours.map(wireBehaviour),
});

/** A template with its content, the activities as the API's `tasks`. */
export const wireTemplateDetail = ({ activities, ...t }: TemplateDetail): TTemplateDetail => ({
  ...t,
  tasks: activities.map(wireActivity),
});
