import {
  ZForgotOtpResponse,
  ZForgotPasswordRequest,
  ZLinkResetPasswordRequest,
  ZMessageResponse,
  ZOtpResetPasswordRequest,
  ZResetLinkQuery,
  ZResetLinkResponse,
  ZSignedInMessage,
  ZVerifyOtpRequest,
  ZVerifyOtpResponse,
} from '@rally/contracts/auth';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { errorResponses, writeInTransaction } from '../../lib/route-kit.ts';
import { areaRoutes, operations } from '../../lib/route-table.ts';
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
/** What a call that sets a password refuses of its body. */
export const weakPassword = 'a field is not valid, or the password is too common';
const sameAnswer =
  'The answer is the same whether or not an account has this e-mail, so addresses cannot be probed; at most a few mails an hour go to one account.';
const token = 'Qm9uam91ci1SYWxseS0wMTk1ZjNhMg';
/** Calls that complete a flow answer the session sign-in would, next to their message. */
export const signsIn =
  'The answer also starts a session, as `POST /auth/gettoken` answers one (`user`, `accessToken`, `refreshToken`), when the account is active.';
const password = 'a new long passphrase';

/** Password recovery by e-mailed link (`/user/...`) and by one-time code (`/auth/...`). */
export async function recoveryRoutes(app: FastifyInstance) {
  const { r, read, write } = areaRoutes(app, { tags: ['auth'], access: { read: 'api-client' } }, ops);
  const mail = { mailer: app.mailer, appUrl: app.config.appUrl };

  /** Both resets hash the new password (slow on purpose) before their transaction opens. */
  async function resetWith<T>(password: string, reset: (tx: Tx, passwordHash: string) => Promise<T>) {
    const passwordHash = await hashNewPassword(password);
    return writeInTransaction(app, (tx) => reset(tx, passwordHash));
  }
  /** Mails go out (or not) in the same time either way, so the answer tells nothing of the account. */
  const mailInEvenTime = <T>(send: (tx: Tx) => Promise<T>) =>
    answerInEvenTime(() => writeInTransaction(app, send));

  r.post('/user/forgotpassword', write('askLink'), (request) =>
    mailInEvenTime((tx) => sendPasswordResetLink({ tx, ...mail, email: request.body.email })),
  );
  r.get('/user/resetpassword', read('checkLink'), (request) =>
    checkPasswordLink({ db: app.db, token: request.query.id }),
  );
  r.post('/user/resetpassword', write('resetByLink'), ({ body }) =>
    resetWith(body.password, (tx, passwordHash) =>
      resetPasswordByLink({ tx, jwt: app.jwt, token: body.id, passwordHash }),
    ),
  );
  r.post('/auth/forgotpassword', write('askCode'), (request) =>
    mailInEvenTime((tx) => sendPasswordResetCode({ tx, mailer: app.mailer, email: request.body.email })),
  );
  r.post('/auth/verifyotp', write('checkCode'), (request) =>
    verifyResetCode({ db: app.db, ...request.body }),
  );
  r.post('/auth/resetpassword', write('resetByCode'), ({ body }) =>
    resetWith(body.password, (tx, passwordHash) =>
      resetPasswordByCode({ tx, jwt: app.jwt, resetToken: body.resetToken, passwordHash }),
    ),
  );
}

const ops = operations({
  askLink: {
    config: { rateLimit: RATE_LIMITS.forgotPassword },
    schema: { body: ZForgotPasswordRequest, response: { 200: ZMessageResponse, ...refused } },
    summary: 'Ask for a password reset link',
    description: `E-mails a link to set a new password (valid one hour). ${sameAnswer}`,
    example: { email: 'player@example.com' },
  },
  checkLink: {
    schema: {
      querystring: ZResetLinkQuery,
      response: { 200: ZResetLinkResponse, ...errorResponses(400, 401, 410) },
    },
    summary: 'Check a reset or invitation link',
    description:
      'Tells whether the token of an e-mailed link (`id`) still works, and for which e-mail and purpose (reset, or invitation to set a first password).',
  },
  resetByLink: {
    config: { rateLimit: RATE_LIMITS.setPasswordByLink },
    schema: { body: ZLinkResetPasswordRequest, response: { 200: ZSignedInMessage, ...refusedOrExpired } },
    summary: 'Set a password with a link',
    description: `Sets a new password with the token of an e-mailed link (reset or invitation); the link then stops working and every session of the account ends. ${signsIn}`,
    refuses: { 400: weakPassword },
    example: { id: token, password },
  },
  askCode: {
    config: { rateLimit: RATE_LIMITS.forgotPassword },
    schema: { body: ZForgotPasswordRequest, response: { 200: ZForgotOtpResponse, ...refused } },
    summary: 'Ask for a one-time code',
    description: `E-mails a one-time code (valid ten minutes) and answers the request id the next steps name. ${sameAnswer}`,
    example: { email: 'player@example.com' },
  },
  checkCode: {
    config: { rateLimit: RATE_LIMITS.verifyOtp },
    schema: { body: ZVerifyOtpRequest, response: { 200: ZVerifyOtpResponse, ...refused } },
    summary: 'Check a one-time code',
    description:
      'Checks the code of a request; a right code answers a reset token for `POST /auth/resetpassword`.',
    refuses: { 400: 'the code is wrong, expired or tried too often' },
    example: { requestId: '0195f3a2-6b10-7c4e-9d3a-5c1e2f4a6b0c', code: '428913' },
  },
  resetByCode: {
    config: { rateLimit: RATE_LIMITS.resetPassword },
    schema: { body: ZOtpResetPasswordRequest, response: { 200: ZSignedInMessage, ...refusedOrExpired } },
    summary: 'Set a password with a checked code',
    description: `Sets a new password with the reset token from \`POST /auth/verifyotp\`; the token then stops working and every session of the account ends. ${signsIn}`,
    refuses: { 400: weakPassword },
    example: { resetToken: token, password },
  },
});
