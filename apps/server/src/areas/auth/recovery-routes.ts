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
import { ZErrorResponse } from '@rally/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Tx } from '../../db/client.ts';
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

const E = ZErrorResponse;
/** Refusals of a rate-limited recovery call: bad input, an unknown client, too many calls. */
const refused = { 400: E, 401: E, 429: E };
/** Links and codes also run out. */
const refusedOrExpired = { ...refused, 410: E };

/** Password recovery by e-mailed link (`/user/...`) and by one-time code (`/auth/...`). */
export async function recoveryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  /** Both resets hash the new password (slow on purpose) before their transaction opens. */
  async function resetWith<T>(password: string, reset: (tx: Tx, passwordHash: string) => Promise<T>) {
    const passwordHash = await hashNewPassword(password);
    return app.db.transaction((tx) => reset(tx, passwordHash));
  }

  r.post(
    '/user/forgotpassword',
    {
      config: { access: 'api-client', rateLimit: RATE_LIMITS.forgotPassword },
      schema: {
        tags,
        body: ZForgotPasswordRequest,
        response: { 200: ZMessageResponse, ...refused },
      },
    },
    (request) =>
      app.db.transaction((tx) =>
        sendPasswordResetLink({
          tx,
          mailer: app.mailer,
          appUrl: app.config.appUrl,
          email: request.body.email,
        }),
      ),
  );

  r.get(
    '/user/resetpassword',
    {
      config: { access: 'api-client' },
      schema: {
        tags,
        querystring: ZResetLinkQuery,
        response: { 200: ZResetLinkResponse, 400: E, 401: E, 410: E },
      },
    },
    (request) => checkPasswordLink({ db: app.db, token: request.query.id }),
  );

  r.post(
    '/user/resetpassword',
    {
      config: { access: 'api-client', rateLimit: RATE_LIMITS.resetPassword },
      schema: {
        tags,
        body: ZLinkResetPasswordRequest,
        response: { 200: ZMessageResponse, ...refusedOrExpired },
      },
    },
    (request) =>
      resetWith(request.body.password, (tx, passwordHash) =>
        resetPasswordByLink({ tx, token: request.body.id, passwordHash }),
      ),
  );

  r.post(
    '/auth/forgotpassword',
    {
      config: { access: 'api-client', rateLimit: RATE_LIMITS.forgotPassword },
      schema: {
        tags,
        body: ZForgotPasswordRequest,
        response: { 200: ZForgotOtpResponse, ...refused },
      },
    },
    (request) =>
      app.db.transaction((tx) =>
        sendPasswordResetCode({ tx, mailer: app.mailer, email: request.body.email }),
      ),
  );

  r.post(
    '/auth/verifyotp',
    {
      config: { access: 'api-client', rateLimit: RATE_LIMITS.verifyOtp },
      schema: {
        tags,
        body: ZVerifyOtpRequest,
        response: { 200: ZVerifyOtpResponse, ...refused },
      },
    },
    (request) => verifyResetCode({ db: app.db, ...request.body }),
  );

  r.post(
    '/auth/resetpassword',
    {
      config: { access: 'api-client', rateLimit: RATE_LIMITS.resetPassword },
      schema: {
        tags,
        body: ZOtpResetPasswordRequest,
        response: { 200: ZMessageResponse, ...refusedOrExpired },
      },
    },
    (request) =>
      resetWith(request.body.password, (tx, passwordHash) =>
        resetPasswordByCode({ tx, resetToken: request.body.resetToken, passwordHash }),
      ),
  );
}
