import type { TLanguage } from '@rally/contracts/constants';
import { type TMessage, toMessage } from '@rally/contracts/messages';
import type {
  TJoinableGame,
  TOnboardingCatalog,
  ZJoinRequest,
  ZOnboardingRequest,
} from '@rally/contracts/onboarding';
import { teamSwatch } from '@rally/contracts/teams';
import type { TTemplateCategoryKey } from '@rally/contracts/templates';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import type { Jwt } from '../../lib/jwt.ts';
import {
  type Mail,
  mailIfTaken,
  mailTrialConfirmation,
  newConfirmLink,
  spendConfirmLink,
  startTrial,
} from '../auth/registration-service.ts';
import { sessionAfterFlow } from '../auth/service.ts';
import { setGameStatus } from '../games/status-service.ts';
import { assertUserRoom, isPlanLimit } from '../plans/limits.ts';
import { putInTeams } from '../teams/players-service.ts';
import { addTeams } from '../teams/service.ts';
import { createGameFromTemplate } from '../templates/copy.ts';
import { inviteUsers } from '../users/invitations.ts';
import { takenEmails, userFullName } from '../users/reads.ts';
import { createUsers } from '../users/service.ts';
import * as q from './queries.ts';

/** What a public sign-up form (onboarding, joining a game) hands its service. */
type SignUp<T extends z.ZodType> = Mail & { tx: Executor; input: z.output<T>; passwordHash: string };

/** `GET /game/onboarding/templates`: the global templates in a language, grouped by category. */
export async function getCatalog(opts: { db: Executor; lang: TLanguage }): Promise<TOnboardingCatalog> {
  const rows = await q.listGlobalTemplates(opts.db, opts.lang);
  const categories: TOnboardingCatalog['categories'] = [];
  for (const row of rows) {
    const last = categories.at(-1);
    const category =
      last?.id === row.categoryId
        ? last
        : { id: row.categoryId, key: row.categoryKey as TTemplateCategoryKey, templates: [] };
    if (category !== last) categories.push(category);
    category.templates.push({ id: row.id, name: row.name, description: row.description });
  }
  return { categories };
}

export const checkYourMail = (email: string): TMessage => toMessage('onboarding.checkMail', { email });

/**
 * `POST /game/onboarding` (decision 0022), inside one transaction: a company on a Basic trial, its
 * organiser (active once the address is confirmed), a draft game copied from a global template,
 * its teams, the colleagues as invited players spread over the teams, the sales lead and the
 * confirmation mail. The answer is the same whatever happened, as register's: a second send of the
 * same form, an address that has an account, or a filled honeypot create nothing more.
 * The invitations go out, and the game goes live, when the organiser confirms (`confirmOnboarding`).
 */
export async function submitOnboarding(opts: SignUp<typeof ZOnboardingRequest>): Promise<TMessage> {
  const { tx, input } = opts;
  const answer = checkYourMail(input.email);
  if (input.website) return answer;
  if (await q.findOnboardingBySubmission(tx, input.submissionId)) return answer;
  if (input.endDate < input.startDate) throw invalid('endDate', 'games.endBeforeStart');
  const catalog = await q.listGlobalTemplates(tx, input.language);
  if (!catalog.some((t) => t.id === input.templateId)) {
    throw invalid('templateId', 'onboarding.templateNotFound');
  }
  const invitees = [...new Set(input.invitees)].filter((e) => e !== input.email);
  if (await mailIfTaken(tx, opts, input.email)) return answer;

  const {
    company,
    user: organiser,
    trialEndsAt,
  } = await startTrial(tx, {
    source: 'onboarding',
    companyName: input.companyName,
    fullName: input.fullName,
    email: input.email,
    passwordHash: opts.passwordHash,
    language: input.language,
    // The prospect's browser zone: the game below takes it as its company's.
    timezone: input.timezone,
  });
  const gameId = await createGameFromTemplate(tx, {
    companyId: company.id,
    templateId: input.templateId,
    name: input.gameName,
    startDate: input.startDate,
    endDate: input.endDate,
    createdBy: organiser.id,
  });
  const teams = await addTeams(
    tx,
    input.teams.map((name, i) => ({ companyId: company.id, gameId, name, color: teamSwatch(i) })),
  );
  // Colleagues who already have an account elsewhere are left out: telling would reveal it.
  const taken = await takenEmails(tx, invitees);
  const free = invitees.filter((email) => !taken.has(email.toLowerCase()));
  await assertUserRoom(tx, company.id, free.length);
  const players = await createUsers(
    tx,
    free.map((email) => ({
      companyId: company.id,
      email,
      fullName: email.split('@')[0] ?? email,
      role: 'player' as const,
      language: input.language,
      status: 'invited' as const,
    })),
  );
  await putInTeams(
    tx,
    gameId,
    players.map((p, i) => ({
      companyId: company.id,
      teamId: teams[i % teams.length]?.id as string,
      userId: p.id,
    })),
  );
  await q.insertOnboarding(tx, {
    companyId: company.id,
    submissionId: input.submissionId,
    gameId,
    organiserId: organiser.id,
  });
  await mailTrialConfirmation(
    tx,
    opts,
    { user: organiser, email: input.email, fullName: input.fullName, language: input.language },
    { companyName: input.companyName, endsAt: trialEndsAt, page: '/rally/onboarding-complete' },
  );
  return answer;
}

/**
 * `POST /game/onboarding/confirm`: spends the organiser's confirmation link, activates their
 * account, puts the game live (when its template gave it what a live game needs: otherwise it
 * stays a draft the organiser completes) and invites the colleagues. Answers the game's name and
 * public id, for the page that shows the link colleagues join by, and the organiser's session as
 * sign-in would answer it.
 */
export async function confirmOnboarding(opts: Mail & { tx: Executor; jwt: Jwt; token: string }) {
  const { tx } = opts;
  const link = await spendConfirmLink(tx, opts.token);
  const onboarding = await q.findOnboardingOfOrganiser(tx, link.userId);
  if (!onboarding) {
    return {
      ...toMessage('auth.emailConfirmed'),
      game: null,
      ...(await sessionAfterFlow(tx, opts.jwt, link.userId)),
    };
  }
  const { companyId, gameId } = onboarding;
  const game = await setGameStatus({ tx, companyId, gameId, status: 'active' }).catch(
    async (err: unknown) => {
      if (!(err instanceof AppError) || err.code !== 'CONFLICT') throw err;
      return null;
    },
  );
  const players = await q.listInvitedPlayers(tx, onboarding.gameId);
  await inviteUsers(
    tx,
    { mailer: opts.mailer, appUrl: opts.appUrl, inviter: await userFullName(tx, link.userId) },
    players,
  );
  const joinable = await q.findJoinableGameById(tx, onboarding.gameId);
  return {
    ...toMessage('auth.emailConfirmed'),
    game: joinable ? { name: joinable.name, publicId: joinable.publicId, live: game !== null } : null,
    // Opened last: the session user names the game now live, where the organiser lands.
    ...(await sessionAfterFlow(tx, opts.jwt, link.userId)),
  };
}

/** `GET /game/onboarding-user/{id}`: the game a colleague is about to join, and its teams. */
export async function getJoinableGame(opts: { db: Executor; publicId: string }): Promise<TJoinableGame> {
  const game = await q.findJoinableGame(opts.db, opts.publicId);
  if (!game) throw notFound('onboarding.notJoinable');
  return {
    publicId: game.publicId,
    name: game.name,
    companyName: game.companyName,
    teams: await q.listGameTeams(opts.db, game.id),
  };
}

export const joinCheckMail = (email: string): TMessage => toMessage('onboarding.joinCheckMail', { email });

/**
 * `POST /game/onboarding-user`: a colleague joins by the game's link into one of its teams, as a
 * player who signs in once the address is confirmed. A full plan refuses (409) and creates nothing;
 * an address that has an account answers alike and mails its owner instead.
 */
export async function joinGame(opts: SignUp<typeof ZJoinRequest>): Promise<TMessage> {
  const { tx, input } = opts;
  const answer = joinCheckMail(input.email);
  if (input.website) return answer;
  const game = await q.findJoinableGame(tx, input.gameId);
  if (!game) throw notFound('onboarding.notJoinable');
  const teams = await q.listGameTeams(tx, game.id);
  if (!teams.some((t) => t.id === input.teamId)) throw invalid('teamId', 'onboarding.teamNotJoinable');
  if (await mailIfTaken(tx, opts, input.email)) return answer;
  try {
    await assertUserRoom(tx, game.companyId, 1);
  } catch (err) {
    if (!isPlanLimit(err) || !(err instanceof AppError)) throw err;
    throw new AppError('CONFLICT', 'onboarding.planFull', { limit: Number(err.params?.limit) });
  }
  const [made] = await createUsers(tx, [
    {
      companyId: game.companyId,
      email: input.email,
      fullName: input.fullName,
      role: 'player',
      passwordHash: opts.passwordHash,
      language: input.language,
      status: 'invited',
    },
  ]);
  if (!made) throw new Error('user not created');
  const user = { id: made.id, companyId: game.companyId };
  await putInTeams(tx, game.id, [{ companyId: game.companyId, teamId: input.teamId, userId: user.id }]);
  const token = await newConfirmLink(tx, user);
  await opts.mailer.enqueue(tx, {
    companyId: game.companyId,
    to: input.email,
    template: 'joinConfirm',
    language: input.language,
    vars: {
      name: input.fullName,
      company: game.companyName,
      game: game.name,
      url: `${opts.appUrl}/rally/confirm-email/${token}`,
    },
  });
  return answer;
}
