// zod/mini, not zod: /login parses with these schemas and loads only what they use (about 17 kB
// gzipped less than zod's full API). Methods become functions: `z.optional(s)`, `s.check(...)`.
import { z } from 'zod/mini';
import { ZAbilityRule, ZRole } from './ability-rules.ts';
import { LANGUAGES, OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { ZMessage } from './message.ts';
import { ZTimezone } from './timezones.ts';

export const ZEmail = z.pipe(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254)), z.email());
/** Length only: DESIGN section 4 forbids composition rules; the server also refuses common passwords. */
export const ZPassword = z.string().check(z.minLength(PASSWORD_MIN_LENGTH), z.maxLength(PASSWORD_MAX_LENGTH));
export const ZLanguage = z.enum(LANGUAGES);
/** Opaque random tokens carried in links (reset, set-password) and between OTP screens. */
export const ZOpaqueToken = z.string().check(z.minLength(16), z.maxLength(200));

/** The signed-in user as the web app stores it (spec section 3 "Stored session user"). */
export const ZSessionUser = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: ZRole,
  companyId: z.string(),
  companyName: z.string(),
  language: ZLanguage,
  abilities: z.array(ZAbilityRule),
  /** Public id of the company admin's current game (spec section 6 redirect); absent otherwise. */
  encrypt_id: z.optional(z.string()),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH)),
  rememberMe: z._default(z.boolean(), false),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export const ZTokenPair = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TTokenPair = z.infer<typeof ZTokenPair>;

export const ZLoginResponse = z.extend(ZTokenPair, { user: ZSessionUser });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZRefreshRequest = z.object({ refreshToken: z.string().check(z.minLength(1), z.maxLength(200)) });
export const ZRefreshResponse = ZTokenPair;

export const ZLogoutRequest = z.object({
  refreshToken: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  /** End every session of the user, on every device, not only this one. */
  everywhere: z._default(z.boolean(), false),
});

export const ZRegisterRequest = z.object({
  companyName: z.string().check(z.trim(), z.minLength(2), z.maxLength(120)),
  fullName: z.string().check(z.trim(), z.minLength(2), z.maxLength(120)),
  email: ZEmail,
  password: ZPassword,
  language: z._default(ZLanguage, 'en'),
  /** The browser's zone: the new company's. Left out: UTC. */
  timezone: z.optional(ZTimezone),
});
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

/** Both forgot-password calls answer alike whether or not the e-mail exists. */
export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export const ZMessageResponse = ZMessage;

/**
 * The answer of a call that completes a flow ending signed in (a password set by link or code, an
 * address confirmed): its message, and the session `POST /auth/gettoken` would answer (`user`,
 * `accessToken`, `refreshToken`). The session is absent when the account may not sign in.
 */
export const ZSignedInMessage = z.extend(ZMessage, {
  user: z.optional(ZSessionUser),
  accessToken: z.optional(z.string()),
  refreshToken: z.optional(z.string()),
});
export type TSignedInMessage = z.infer<typeof ZSignedInMessage>;

/** `/auth/forgotpassword` (OTP): the id names the request on the next screens (`set-otp/{id}`). */
export const ZForgotOtpResponse = z.extend(ZMessage, { requestId: z.string() });
export const ZVerifyOtpRequest = z.object({
  requestId: z.string().check(z.minLength(1), z.maxLength(100)),
  code: z.string().check(z.trim(), z.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`))),
});
/** The reset token authorises one password reset on `reset-otp/{resetToken}`. */
export const ZVerifyOtpResponse = z.object({ resetToken: z.string() });
export const ZOtpResetPasswordRequest = z.object({ resetToken: ZOpaqueToken, password: ZPassword });

/** `/user/resetpassword`: `id` is the token from the e-mailed link (reset or invitation). */
export const ZResetLinkQuery = z.object({ id: ZOpaqueToken });
export const ZResetLinkResponse = z.object({
  email: z.string(),
  purpose: z.enum(['reset', 'invite']),
});
export const ZLinkResetPasswordRequest = z.object({ id: ZOpaqueToken, password: ZPassword });

/** `POST /auth/confirm-email`: the token of the link register mails; it activates the new account. */
export const ZConfirmEmailRequest = z.object({ token: ZOpaqueToken });

export const ZRoleOption = z.object({ value: ZRole, label: z.string() });
export const ZRoleListResponse = z.array(ZRoleOption);

// Headers of the public client (DESIGN section 4), kept in constants.ts: the web app's entry reads
// them without this module's schemas.
export { API_KEY_HEADER, API_SECRET_HEADER } from './constants.ts';

/** `POST /auth/sso/start`: the e-mail whose domain names the company's identity provider (decision 0035). */
export const ZSsoStartRequest = z.object({ email: ZEmail });
export type TSsoStartRequest = z.input<typeof ZSsoStartRequest>;
/** Where the browser goes next: the provider's authorization endpoint. */
export const ZSsoStartResponse = z.object({ redirectUrl: z.string() });

/** `POST /auth/sso/callback`: the query string the provider sent the browser back with (`?code=…&state=…`). */
export const ZSsoCallbackRequest = z.object({ query: z.string().check(z.minLength(1), z.maxLength(8192)) });
export type TSsoCallbackRequest = z.input<typeof ZSsoCallbackRequest>;
