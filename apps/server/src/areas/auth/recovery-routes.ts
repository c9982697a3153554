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

/** Password recovery by e-mailed link (`/user/...`) and by one-time code (`/auth/...`). */
export async function recoveryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  const E = ZErrorResponse;

  r.post(
    '/user/forgotpassword',
    {
      config: { access: 'api-client', rateLimit: RATE_LIMITS.forgotPassword },
      schema: {
        tags,
        body: ZForgotPasswordRequest,
        response: { 200: ZMessageResponse, 400: E, 401: E, 429: E },
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
        response: { 200: ZMessageResponse, 400: E, 401: E, 410: E, 429: E },
      },
    },
    async (request) => {
      const passwordHash = await hashNewPassword(request.body.password);
      return app.db.transaction((tx) => resetPasswordByLink({ tx, token: request.body.id, passwordHash }));
    },
  );

  r.post(
    '/auth/forgotpassword',
    {
      config: { access: 'api-client', rateLimit: RATE_LIMITS.forgotPassword },
      schema: {
        tags,
        body: ZForgotPasswordRequest,
        response: { 200: ZForgotOtpResponse, 400: E, 401: E, 429: E },
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
        response: { 200: ZVerifyOtpResponse, 400: E, 401: E, 429: E },
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
        response: { 200: ZMessageResponse, 400: E, 401: E, 410: E, 429: E },
      },
    },
    async (request) => {
      const passwordHash = await hashNewPassword(request.body.password);
      return app.db.transaction((tx) =>
        resetPasswordByCode({ tx, resetToken: request.body.resetToken, passwordHash }),
      );
    },
  );
}
