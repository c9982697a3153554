import type { TLanguage } from '@rally/contracts/constants';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  companies,
  games,
  onboardings,
  teamMembers,
  teams,
  templateCategories,
  templates,
  users,
} from '../../db/schema/index.ts';
import { recipientColumns } from '../users/reads.ts';

/** The global templates written in `language`, with their categories, in the categories' order. */
export function listGlobalTemplates(db: Executor, language: TLanguage) {
  return db
    .select({
      categoryId: templateCategories.id,
      categoryKey: templateCategories.key,
      id: templates.id,
      name: templates.name,
      description: templates.description,
    })
    .from(templates)
    .innerJoin(templateCategories, eq(templateCategories.id, templates.categoryId))
    .where(and(isNull(templates.companyId), eq(templates.language, language)))
    .orderBy(asc(templateCategories.position), asc(templates.name), asc(templates.id));
}

export async function findOnboardingBySubmission(db: Executor, submissionId: string) {
  const [row] = await db.select().from(onboardings).where(eq(onboardings.submissionId, submissionId));
  return row;
}

export async function insertOnboarding(db: Executor, values: typeof onboardings.$inferInsert) {
  await db.insert(onboardings).values(values);
}

export async function findOnboardingOfOrganiser(db: Executor, organiserId: string) {
  const [row] = await db.select().from(onboardings).where(eq(onboardings.organiserId, organiserId));
  return row;
}

/** A game colleagues may join by its public id: one made by onboarding, not finished or archived. */
export async function findJoinableGame(db: Executor, publicId: string) {
  const [row] = await db
    .select({
      id: games.id,
      publicId: games.publicId,
      name: games.name,
      companyId: games.companyId,
      companyName: companies.name,
      language: companies.language,
    })
    .from(games)
    .innerJoin(onboardings, eq(onboardings.gameId, games.id))
    .innerJoin(companies, eq(companies.id, games.companyId))
    .where(and(eq(games.publicId, publicId), inArray(games.status, ['draft', 'active'])));
  return row;
}

export function listGameTeams(db: Executor, gameId: string) {
  return db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(eq(teams.gameId, gameId))
    .orderBy(asc(teams.createdAt), asc(teams.id));
}

/** The game's players still waiting for their invitation (created by onboarding, no password yet). */
export function listInvitedPlayers(db: Executor, gameId: string) {
  return db
    .select({ ...recipientColumns, companyName: companies.name })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(teamMembers.gameId, gameId),
        eq(users.status, 'invited'),
        isNull(users.passwordHash),
        ne(users.role, 'admin'),
      ),
    );
}

export async function findJoinableGameById(db: Executor, gameId: string) {
  const [row] = await db
    .select({ name: games.name, publicId: games.publicId })
    .from(games)
    .where(eq(games.id, gameId));
  return row;
}
