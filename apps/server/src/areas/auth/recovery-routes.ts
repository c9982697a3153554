import {
  ZForgotOtpResponse,
  ZForgotPasswordRequest,
  ZLinkResetPasswordRequest,
  ZMessageResponse,
  ZOtpResetPasswordRequest,
  ZResetLinkQuery,
  ZResetLinkResponse,
  ZVerifyOtpRequest,
  ZVerifyOtpResponse,
} from '@rally/contracts/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Tx } from '../../db/client.ts';
import { errorResponses, route, writeInTransaction } from '../../lib/route-kit.ts';
import { answerInEvenTime } from './even-time.ts';
import { RATE_LIMITS } from './limits.ts';
import {
  checkPasswordLink,
  resetPasswordByCode,
  resetPasswordByLink,
  sendPasswordResetCode,
  sendPasswordResetLink,
  verifyResetCode,
} from './recovery-service.ts';
import { hashNewPassword } from './service.ts';

/** Refusals of a rate-limited recovery call: bad input, an unknown client, too many calls. */
const refused = errorResponses(400, 401, 429);
/** Links and codes also run out. */
const refusedOrExpired = errorResponses(400, 401, 410, 429);
const sameAnswer =
  'The answer is the same whether or not an account has this e-mail, so addresses cannot be probed; at most a few mails an hour go to one account.';
const token = 'Qm9uam91ci1SYWxseS0wMTk1ZjNhMg';
const password = 'a new long passphrase';

/** Password recovery by e-mailed link (`/user/...`) and by one-time code (`/auth/...`). */
export async function recoveryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  /** Both resets hash the new password (slow on purpose) before their transaction opens. */
  async function resetWith<T>(password: string, reset: (tx: Tx, passwordHash: string) => Promise<T>) {
    const passwordHash = await hashNewPassword(password);
    return writeInTransaction(app, (tx) => reset(tx, passwordHash));
  }

  r.post(
    '/user/forgotpassword',
    route({
      access: 'api-client',
      config: { rateLimit: RATE_LIMITS.forgotPassword },
      summary: 'Ask for a password reset link',
      description: `E-mails a link to set a new password (valid one hour). ${sameAnswer}`,
      example: { email: 'player@example.com' },
      schema: { tags, body: ZForgotPasswordRequest, response: { 200: ZMessageResponse, ...refused } },
    }),
    (request) =>
      answerInEvenTime(() =>
        writeInTransaction(app, (tx) =>
          sendPasswordResetLink({
            tx,
            mailer: app.mailer,
            appUrl: app.config.appUrl,
            email: request.body.email,
          }),
        ),
      ),
  );

  r.get(
    '/user/resetpassword',
    route({
      access: 'api-client',
      summary: 'Check a reset or invitation link',
      description:
        'Tells whether the token of an e-mailed link (`id`) still works, and for which e-mail and purpose (reset, or invitation to set a first password).',
      schema: {
        tags,
        querystring: ZResetLinkQuery,
        response: { 200: ZResetLinkResponse, ...errorResponses(400, 401, 410) },
      },
    }),
    (request) => checkPasswordLink({ db: app.db, token: request.query.id }),
  );

  r.post(
    '/user/resetpassword',
    route({
      access: 'api-client',
      config: { rateLimit: RATE_LIMITS.resetPassword },
      summary: 'Set a password with a link',
      description:
        'Sets a new password with the token of an e-mailed link (reset or invitation); the link then stops working and every session of the account ends.',
      refuses: { 400: 'a field is not valid, or the password is too common' },
      example: { id: token, password },
      schema: {
        tags,
        body: ZLinkResetPasswordRequest,
        response: { 200: ZMessageResponse, ...refusedOrExpired },
      },
    }),
    (request) =>
      resetWith(request.body.password, (tx, passwordHash) =>
        resetPasswordByLink({ tx, token: request.body.id, passwordHash }),
      ),
  );

  r.post(
    '/auth/forgotpassword',
    route({
      access: 'api-client',
      config: { rateLimit: RATE_LIMITS.forgotPassword },
      summary: 'Ask for a one-time code',
      description: `E-mails a one-time code (valid ten minutes) and answers the request id the next steps name. ${sameAnswer}`,
      example: { email: 'player@example.com' },
      schema: { tags, body: ZForgotPasswordRequest, response: { 200: ZForgotOtpResponse, ...refused } },
    }),
    (request) =>
      answerInEvenTime(() =>
        writeInTransaction(app, (tx) =>
          sendPasswordResetCode({ tx, mailer: app.mailer, email: request.body.email }),
        ),
      ),
  );

  r.post(
    '/auth/verifyotp',
    route({
      access: 'api-client',
      config: { rateLimit: RATE_LIMITS.verifyOtp },
      summary: 'Check a one-time code',
      description:
        'Checks the code of a request; a right code answers a reset token for `POST /auth/resetpassword`.',
      refuses: { 400: 'the code is wrong, expired or tried too often' },
      example: { requestId: '0195f3a2-6b10-7c4e-9d3a-5c1e2f4a6b0c', code: '428913' },
      schema: { tags, body: ZVerifyOtpRequest, response: { 200: ZVerifyOtpResponse, ...refused } },
    }),
    (request) => verifyResetCode({ db: app.db, ...request.body }),
  );

  r.post(
    '/auth/resetpassword',
    route({
      access: 'api-client',
      config: { rateLimit: RATE_LIMITS.resetPassword },
      summary: 'Set a password with a checked code',
      description:
        'Sets a new password with the reset token from `POST /auth/verifyotp`; the token then stops working and every session of the account ends.',
      refuses: { 400: 'a field is not valid, or the password is too common' },
      example: { resetToken: token, password },
      schema: {
        tags,
        body: ZOtpResetPasswordRequest,
        response: { 200: ZMessageResponse, ...refusedOrExpired },
      },
    }),
    (request) =>
      resetWith(request.body.password, (tx, passwordHash) =>
        resetPasswordByCode({ tx, resetToken: request.body.resetToken, passwordHash }),
      ),
  );
}
