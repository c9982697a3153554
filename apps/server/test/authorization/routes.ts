import type { RouteOptions } from 'fastify';
import { badgesTable } from './badges.ts';
import { charitiesTable } from './charities.ts';
import { chatPostsTable } from './chat-posts.ts';
import { contentTable } from './content.ts';
import { feedTable } from './feed.ts';
import { foundationTable } from './foundation.ts';
import { gamesTable } from './games.ts';
import { kpiActualsTable } from './kpi-actuals.ts';
import { logsTable } from './logs.ts';
import { mediaTable } from './media.ts';
import { onboardingTable } from './onboarding.ts';
import { peopleTable } from './people.ts';
import { remindersTable } from './reminders.ts';
import { reportsTable } from './reports.ts';
import { scimTable } from './scim.ts';
import { scoresTable } from './scores.ts';
import { setTimesTable } from './set-times.ts';
import { ssoTable } from './sso.ts';
import type { Table } from './table.ts';
import { teamsTable } from './teams.ts';
import { templatesTable } from './templates.ts';
import { uploadsTable } from './uploads.ts';
import { webhooksTable } from './webhooks.ts';

/** Each area's entries, by the area's name (the bad-input test runs one file per area). */
export const AREAS = {
  foundation: foundationTable,
  people: peopleTable,
  uploads: uploadsTable,
  games: gamesTable,
  teams: teamsTable,
  content: contentTable,
  'kpi-actuals': kpiActualsTable,
  charities: charitiesTable,
  logs: logsTable,
  feed: feedTable,
  scores: scoresTable,
  'set-times': setTimesTable,
  reports: reportsTable,
  templates: templatesTable,
  onboarding: onboardingTable,
  media: mediaTable,
  badges: badgesTable,
  reminders: remindersTable,
  webhooks: webhooksTable,
  'chat-posts': chatPostsTable,
  sso: ssoTable,
  scim: scimTable,
} satisfies Record<string, Table>;
export type TArea = keyof typeof AREAS;

/** Every route's entry: who may call it, and a valid call to start from. */
export const TABLE: Table = Object.assign({}, ...Object.values(AREAS));

export type TRouteSchema = { body?: unknown; querystring?: unknown };

/** Every `/api` route the server registers (`METHOD /api/path`), with its request schemas. */
export const registered = new Map<string, TRouteSchema>();

/**
 * Records a route in `registered` as the app adds it (`createTestApp(env, { onRoute: recordRoute })`;
 * production code keeps no route list).
 */
export function recordRoute(route: RouteOptions) {
  for (const method of [route.method].flat()) {
    // HEAD routes are Fastify's automatic twins of GET routes.
    if (!route.url.startsWith('/api') || method === 'HEAD') continue;
    const schema = (route.schema ?? {}) as TRouteSchema;
    registered.set(`${method} ${route.url}`, { body: schema.body, querystring: schema.querystring });
  }
}
