import { ZMessageResponse, ZSignedInMessage } from '@rally/contracts/auth';
import {
  ZJoinableGame,
  ZJoinRequest,
  ZOnboardingCatalog,
  ZOnboardingCatalogQuery,
  ZOnboardingRequest,
} from '@rally/contracts/onboarding';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { EXAMPLE_IDS, errorResponses, writeInTransaction } from '../../lib/route-kit.ts';
import { areaRoutes, operations } from '../../lib/route-table.ts';
import { signsIn } from '../auth/recovery-routes.ts';
import { spendsConfirmLink } from '../auth/routes.ts';
import { answerSignUp } from '../auth/sign-up.ts';
import { perEmailLimit } from './email-limit.ts';
import {
  checkYourMail,
  confirmOnboarding,
  getCatalog,
  getJoinableGame,
  joinCheckMail,
  joinGame,
  submitOnboarding,
} from './service.ts';

/** Per address: a person onboards once, maybe twice; a bot tries hundreds of times. */
const PER_ADDRESS = { max: 10, timeWindow: '10 minutes' } as const;
/** Per e-mail typed, whatever address sends it: nobody floods one mailbox from many addresses. */
const PER_EMAIL = { points: 5, seconds: 3600 };

/**
 * Public onboarding and joining by link (decision 0022), through the public client pair. Both
 * answer alike, in like time, whether or not the e-mail has an account (as register does).
 */
export async function onboardingRoutes(app: FastifyInstance) {
  const { r, read, write } = areaRoutes(app, { tags: ['onboarding'], access: { read: 'api-client' } }, ops);
  const mail = { mailer: app.mailer, appUrl: app.config.appUrl };
  const emailLimit = perEmailLimit(app, PER_EMAIL);

  r.get('/game/onboarding/templates', read('catalog'), (request) =>
    getCatalog({ db: app.db, lang: request.query.lang }),
  );
  r.post('/game/onboarding', { ...write('onboard'), preHandler: emailLimit('onboarding') }, (request) =>
    answerSignUp(
      app,
      request.body,
      (tx, passwordHash) => submitOnboarding({ ...mail, tx, input: request.body, passwordHash }),
      checkYourMail,
    ),
  );
  r.post('/game/onboarding/confirm', write('confirm'), (request) =>
    writeInTransaction(app, (tx) =>
      confirmOnboarding({ ...mail, tx, jwt: app.jwt, token: request.body.token }),
    ),
  );
  r.get('/game/onboarding-user/:id', read('joinable'), (request) =>
    getJoinableGame({ db: app.db, publicId: request.params.id }),
  );
  r.post('/game/onboarding-user', { ...write('join'), preHandler: emailLimit('join') }, (request) =>
    answerSignUp(
      app,
      request.body,
      (tx, passwordHash) => joinGame({ ...mail, tx, input: request.body, passwordHash }),
      joinCheckMail,
    ),
  );
}

const ZConfirmOnboardingResponse = z.object({
  ...ZSignedInMessage.shape,
  game: z.object({ name: z.string(), publicId: z.string(), live: z.boolean() }).nullable(),
});

const notJoinable = 'no game made by onboarding has this public id, or it is over';

const ops = operations({
  catalog: {
    schema: {
      querystring: ZOnboardingCatalogQuery,
      response: { 200: ZOnboardingCatalog, ...errorResponses(400, 401) },
    },
    summary: 'List the templates to start from',
    description:
      'The global templates written in a language, grouped by category, for the onboarding pickers.',
  },
  onboard: {
    config: { rateLimit: PER_ADDRESS },
    schema: {
      body: ZOnboardingRequest,
      response: { 200: ZMessageResponse, ...errorResponses(400, 401, 409, 429) },
    },
    summary: 'Start a trial with a game',
    description:
      'Creates, in one transaction, a company on a 14-day Basic trial, its organiser, a game from the chosen global template with its teams, the colleagues as invited players and a sales lead, then mails the organiser a link that confirms the address; the company and its game run in `timezone` (the browser zone of the person signing up; UTC when left out); the game goes live and the colleagues are invited when it is confirmed. The same `submissionId` sent again creates nothing more. The answer is the same, in the same time, when the e-mail already has an account.',
    refuses: {
      400: 'a field is not valid, the template is not offered, the end is before the start, the time zone is not an IANA zone, or the password is too common',
      409: 'the colleagues invited pass the users of the Basic plan (`plans.usersLimit`)',
      429: 'too many onboardings from this address or for this e-mail',
    },
    example: {
      submissionId: '0195f3a2-6b10-4c4e-9d3a-5c1e2f4a6b99',
      companyName: 'Acme Logistics',
      fullName: 'Dana Smith',
      email: 'dana@acme.example',
      password: 'a long passphrase 2026',
      language: 'en',
      timezone: 'Europe/London',
      templateId: EXAMPLE_IDS.game,
      gameName: 'Spring step challenge',
      startDate: '2026-03-02',
      endDate: '2026-03-29',
      teams: ['Trailblazers', 'Night Owls'],
      invitees: ['lee@acme.example'],
    },
  },
  confirm: {
    config: { rateLimit: PER_ADDRESS },
    ...spendsConfirmLink(ZConfirmOnboardingResponse),
    summary: 'Confirm an onboarding',
    description: `Spends the organiser's confirmation link: the account becomes active, the game goes live (when its template gave it activities and dates) and the colleagues get their invitations. Answers the game's name and public id, the link colleagues join by. ${signsIn}`,
  },
  joinable: {
    schema: {
      params: z.object({ id: z.string().min(8).max(64) }),
      response: { 200: ZJoinableGame, ...errorResponses(400, 401, 404) },
    },
    summary: 'Get a game to join',
    description: 'The game a colleague joins by its public id: its name, company and the teams open to join.',
    refuses: { 404: notJoinable },
  },
  join: {
    config: { rateLimit: PER_ADDRESS },
    schema: {
      body: ZJoinRequest,
      response: { 200: ZMessageResponse, ...errorResponses(400, 401, 404, 409, 429) },
    },
    summary: 'Join a game by link',
    description:
      'A colleague joins a game made by onboarding into one of its teams, as a player whose account is active once the mailed link confirms the address. The answer is the same when the e-mail already has an account (its owner is mailed instead).',
    refuses: {
      404: notJoinable,
      409: "the company's plan has no room for another user (`onboarding.planFull`); nothing is created",
      429: 'too many joins from this address or for this e-mail',
    },
    example: {
      gameId: 'k3J9xQ2mPz7L',
      teamId: EXAMPLE_IDS.team,
      fullName: 'Lee Park',
      email: 'lee@acme.example',
      password: 'another long passphrase',
      language: 'en',
    },
  },
});
