import { z } from 'zod';
import { ROLES, ZRole } from './abilities.ts';
import { ZEmail, ZPassword, ZSessionUser } from './auth.ts';
import { LANGUAGES, LAYOUTS, SKINS } from './constants.ts';
import { ZMessage } from './message.ts';
import { ZNotificationList } from './notifications.ts';
import { pageOf, ZPageQuery, ZSortOrder } from './pagination.ts';
import { ZTimezone } from './timezones.ts';

export const USER_STATUSES = ['active', 'invited', 'disabled'] as const;
export const USER_SORTS = [
  'fullName',
  'email',
  'role',
  'status',
  'company',
  'createdAt',
  'lastLoginAt',
] as const;

export const ZUserSettings = z.object({
  language: z.enum(LANGUAGES),
  layout: z.enum(LAYOUTS),
  skin: z.enum(SKINS),
  /** The user's own IANA zone (their days, e.g. of a streak, begin there); null: each game's zone. */
  timezone: z.string().nullable(),
});
export type TUserSettings = z.infer<typeof ZUserSettings>;

/**
 * `GET /auth/me`: the session user, their saved settings and their company's trial end, in one
 * answer: every signed-in screen opens with them (the settings decide its language, skin and
 * layout; the trial end whether it warns of the trial's end).
 */
export const ZMeResponse = z.object({
  user: ZSessionUser,
  settings: ZUserSettings,
  /** When the company's trial ends (ISO), for the shell's banner; null when it has none. */
  trialEndsAt: z.string().nullable(),
  /** The user's notifications, as `GET /usernotifications` answers them: the bell needs no call of its own. */
  notifications: ZNotificationList,
});
export type TMeResponse = z.infer<typeof ZMeResponse>;
export const ZUpdateUserSettingsRequest = ZUserSettings.partial().extend({
  /**
   * The old per-kind mail switches, refused (400) rather than silently dropped: which mails arrive
   * is `PUT /users/{id}/mail-opt-outs` now (decision 0032), and no client sends them.
   */
  notifications: z.never().optional(),
  /** Null goes back to each game's zone. */
  timezone: z.optional(z.nullable(ZTimezone)),
});

export const ZUser = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: ZRole,
  status: z.enum(USER_STATUSES),
  language: z.enum(LANGUAGES),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;
export const ZUserDetail = ZUser.extend({ settings: ZUserSettings });
export type TUserDetail = z.infer<typeof ZUserDetail>;

/** `q` is a case-insensitive substring of name or e-mail. */
export const ZUserListQuery = ZPageQuery.extend({
  role: z.enum(ROLES).optional(),
  status: z.enum(USER_STATUSES).optional(),
  companyId: z.uuid().optional(),
  sort: z.enum(USER_SORTS).default('fullName'),
  order: ZSortOrder.default('asc'),
});
export const ZUserPage = pageOf(ZUser);

/** `POST /users`: the new user gets an invitation e-mail with a set-password link, never a password. */
export const ZCreateUserRequest = z.object({
  fullName: z.string().trim().min(2).max(120),
  email: ZEmail,
  role: ZRole,
  /** Left out: the company's language. */
  language: z.enum(LANGUAGES).optional(),
  /** Platform admins choose the company; for everyone else it is their own. */
  companyId: z.uuid().optional(),
  sendInvitation: z.boolean().default(true),
});
export type TCreateUserRequest = z.input<typeof ZCreateUserRequest>;
/** `PUT /users/{id}`: disabling (`status: 'disabled'`) ends the user's sessions at once. */
export const ZUpdateUserRequest = z
  .object({
    fullName: z.string().trim().min(2).max(120),
    email: ZEmail,
    role: ZRole,
    language: z.enum(LANGUAGES),
    status: z.enum(['active', 'disabled']),
    companyId: z.uuid(),
  })
  .partial();
export type TUpdateUserRequest = z.input<typeof ZUpdateUserRequest>;

/** `POST /user/send/email`: (re)send invitations to users who have not set a password, or a reminder to sign in. */
export const ZSendUserEmailRequest = z.object({
  userIds: z.array(z.uuid()).min(1).max(1000),
  kind: z.enum(['invitation', 'reminder']),
});
export const ZSendUserEmailResponse = z.object({
  sent: z.number().int(),
  /** Who was skipped, and why (a message: code, params, English text). */
  skipped: z.array(z.object({ id: z.string(), ...ZMessage.shape })),
});

/** `PUT /users/{id}/password`: own password only, with the current one. Other sessions end; this one gets new tokens. */
export const ZChangePasswordRequest = z.object({
  currentPassword: z.string().min(1).max(128),
  newPassword: ZPassword,
});
export const ZChangePasswordResponse = z.object({ accessToken: z.string(), refreshToken: z.string() });

/** `POST /user/bulk`: actions on many chosen users at once from the user list. */
export const ZBulkUserActionRequest = z.object({
  userIds: z.array(z.uuid()).min(1).max(1000),
  action: z.enum(['disable', 'enable', 'delete']),
});
export const ZBulkUserActionResponse = z.object({
  done: z.number().int(),
  /** Who was skipped, and why (a message: code, params, English text). */
  skipped: z.array(z.object({ id: z.string(), ...ZMessage.shape })),
});
