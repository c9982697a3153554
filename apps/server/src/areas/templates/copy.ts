import type { TGameRules, TNewGame } from '@rally/contracts/games';
import type { ZCreateTemplateFromGameRequest } from '@rally/contracts/templates';
import { v7 as uuidv7 } from 'uuid';
import type { Executor } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import {
  templateCharities,
  templateKpis,
  templateSubTasks,
  templateTargetKpis,
  templateTasks,
} from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { CallerInput } from '../../lib/route-kit.ts';
import type { Scope } from '../../lib/scope.ts';
import { readGameActivities, writeGameActivities } from '../activities/copy-service.ts';
import { readGameCharityLinks, writeGameCharityLinks } from '../charities/game-service.ts';
import { writeCompany } from '../companies/service.ts';
import { createCompanyGame, gameDetail, requireGame } from '../games/service.ts';
import { readGameKpis, writeGameKpis } from '../kpis/copy-service.ts';
import * as q from './queries.ts';
import { checkCategory, getTemplate, ownerOf, requireTemplate } from './service.ts';

/**
 * A blueprint's content without ids, in order: what a deep copy carries from a template to a game
 * and back (ADR 0020). Both directions go through this one shape, so a round trip is lossless.
 */
export type Blueprint = {
  activities: {
    name: string;
    description: string;
    behaviours: {
      name: string;
      description: string;
      points: number;
      maxPerDay: number;
      requiresApproval: boolean;
    }[];
  }[];
  kpis: {
    name: string;
    unit: string;
    direction: 'higher' | 'lower';
    weight: number;
    target: number | null;
  }[];
  charities: { charityId: string; pledgePerPoint: number; cap: number | null; currency: string }[];
};

/** A template's content (the caller has checked the template is theirs to read). */
export async function readTemplateBlueprint(db: Executor, templateId: string): Promise<Blueprint> {
  const [activities, behaviours, kpis, targets, charities] = await readAll(
    db,
    () => q.listActivities(db, templateId),
    () => q.listBehaviours(db, templateId),
    () => q.listKpis(db, templateId),
    () => q.listTargets(db, templateId),
    () => q.listCharities(db, templateId),
  );
  return {
    activities: activities.map((a) => ({
      name: a.name,
      description: a.description,
      behaviours: behaviours.filter((b) => b.taskId === a.id).map(behaviourFields),
    })),
    kpis: kpis.map((k) => ({
      ...kpiFields(k),
      target: targets.find((t) => t.kpiId === k.id)?.target ?? null,
    })),
    charities: charities.map(charityFields),
  };
}

/** A game's content. Per-round goals stay behind: they name the game's own rounds. */
export async function readGameBlueprint(db: Executor, scope: Scope, gameId: string): Promise<Blueprint> {
  const [activities, kpis, charities] = await readAll(
    db,
    () => readGameActivities(db, scope, gameId),
    () => readGameKpis(db, scope, gameId),
    () => readGameCharityLinks(db, scope, gameId),
  );
  return {
    activities: activities.map((a) => ({
      name: a.name,
      description: a.description,
      behaviours: a.behaviours.map(behaviourFields),
    })),
    kpis: kpis.map((k) => ({ ...kpiFields(k), target: k.target })),
    charities: charities.map(charityFields),
  };
}

const behaviourFields = (b: Blueprint['activities'][number]['behaviours'][number]) => ({
  name: b.name,
  description: b.description,
  points: b.points,
  maxPerDay: b.maxPerDay,
  requiresApproval: b.requiresApproval,
});
const kpiFields = (k: Omit<Blueprint['kpis'][number], 'target'>) => ({
  name: k.name,
  unit: k.unit,
  direction: k.direction,
  weight: k.weight,
});
const charityFields = (c: Blueprint['charities'][number]) => ({
  charityId: c.charityId,
  pledgePerPoint: c.pledgePerPoint,
  cap: c.cap,
  currency: c.currency,
});

/** Writes a blueprint into a (new, empty) game of `companyId`, new ids throughout. */
async function writeGameBlueprint(tx: Executor, into: { companyId: string; gameId: string }, b: Blueprint) {
  await writeGameActivities(
    tx,
    into,
    b.activities.map((a) => ({ name: a.name, description: a.description, behaviours: a.behaviours })),
  );
  await writeGameKpis(tx, into, b.kpis);
  await writeGameCharityLinks(tx, into, b.charities);
}

/** Writes a blueprint into a template, after the content it already has (new ids throughout). */
export async function writeTemplateBlueprint(tx: Executor, templateId: string, b: Blueprint) {
  const activityIds = b.activities.map(() => uuidv7());
  if (b.activities.length > 0) {
    await tx.insert(templateTasks).values(
      b.activities.map((a, i) => ({
        id: activityIds[i],
        templateId,
        name: a.name,
        description: a.description,
        position: i,
      })),
    );
  }
  const behaviours = b.activities.flatMap((a, i) =>
    a.behaviours.map((s, position) => ({ templateId, taskId: activityIds[i] as string, ...s, position })),
  );
  if (behaviours.length > 0) await tx.insert(templateSubTasks).values(behaviours);
  const kpiIds = b.kpis.map(() => uuidv7());
  if (b.kpis.length > 0) {
    await tx
      .insert(templateKpis)
      .values(b.kpis.map((k, i) => ({ id: kpiIds[i], templateId, ...kpiFields(k), position: i })));
  }
  const targets = b.kpis.flatMap((k, i) =>
    k.target === null ? [] : [{ templateId, kpiId: kpiIds[i] as string, target: k.target }],
  );
  if (targets.length > 0) await tx.insert(templateTargetKpis).values(targets);
  if (b.charities.length > 0) {
    await tx.insert(templateCharities).values(b.charities.map((c) => ({ templateId, ...c })));
  }
}

export type CreateGameFromTemplate = {
  /** The company the game belongs to; the template must be global or this company's (404 otherwise). */
  companyId: string;
  templateId: string;
  name: string;
  /** `YYYY-MM-DD` or null, end not before start (400 `competition.endDate`). */
  startDate: string | null;
  endDate: string | null;
  /** The user the game is created by (its organiser). */
  createdBy: string;
  /** Defaults to the template's description. */
  description?: string;
  /** An IANA zone, canonical (`ZTimezone`); defaults to the company's. */
  timezone?: string | undefined;
  rules?: Partial<TGameRules>;
};

/**
 * A complete draft game from a template, inside the caller's transaction: the game is created the
 * way `POST /competition/add` creates one (same checks and defaults), then the template's activities
 * with behaviours, KPIs with targets and charities are copied into it with new ids, so later edits
 * on either side never reach the other. Returns the new game's id.
 */
export async function createGameFromTemplate(tx: Executor, input: CreateGameFromTemplate): Promise<string> {
  const template = await q.findUsableTemplate(tx, input.companyId, input.templateId);
  if (!template) throw notFound('templates.notFound');
  const blueprint = await readTemplateBlueprint(tx, template.id);
  const gameId = await createCompanyGame({
    tx,
    companyId: input.companyId,
    actorId: input.createdBy,
    competition: {
      name: input.name,
      description: input.description ?? template.description,
      startDate: input.startDate,
      endDate: input.endDate,
      timezone: input.timezone,
      rules: input.rules ?? {},
    },
  });
  await writeGameBlueprint(tx, { companyId: input.companyId, gameId }, blueprint);
  return gameId;
}

/**
 * `POST /templates/{id}/create-game {competition}`: the caller's game from a template they see. A
 * platform admin names the company (as for `POST /competition/add`); the template must be global or
 * that company's.
 */
export async function createGameFromTemplateAsCaller(opts: {
  tx: Executor;
  scope: Scope;
  id: string;
  competition: TNewGame;
}) {
  const { tx, scope, competition: c } = opts;
  // A template the caller cannot see answers 404 before anything else is looked at.
  await requireTemplate(tx, scope, opts.id);
  const company = await writeCompany(tx, scope, {
    named: c.companyId,
    field: 'competition.companyId',
    required: true,
  });
  const gameId = await createGameFromTemplate(tx, {
    companyId: company.id,
    templateId: opts.id,
    name: c.name,
    description: c.description || undefined,
    startDate: c.startDate,
    endDate: c.endDate,
    timezone: c.timezone,
    rules: c.rules,
    createdBy: scope.userId,
  });
  return gameDetail(tx, gameId);
}

/**
 * `POST /competitions/{id}/create-templates`: a new template holding deep copies of the game's
 * activities with behaviours, KPIs with their game-wide targets and charities. The game may be in
 * any status: a finished game is the usual blueprint.
 */
export async function saveGameAsTemplate(
  opts: CallerInput<typeof ZCreateTemplateFromGameRequest> & { id: string },
) {
  const { tx, scope, input } = opts;
  const game = await requireGame(tx, scope, opts.id);
  await checkCategory(tx, input.categoryId);
  const templateId = await q.insertTemplate(tx, {
    companyId: ownerOf(scope, input.global, game.companyId),
    categoryId: input.categoryId,
    language: input.language,
    name: input.name,
    description: input.description,
    createdBy: scope.userId,
  });
  await writeTemplateBlueprint(tx, templateId, await readGameBlueprint(tx, scope, game.id));
  return getTemplate({ db: tx, scope, id: templateId });
}
