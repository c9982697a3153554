/** Languages of the interface and of every e-mail; the first is the fallback. */
export const LANGUAGES = ['en', 'de', 'fr', 'pt'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: TLanguage = 'en';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** Account rules of DESIGN section 4. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const ACCESS_TOKEN_TTL_SECONDS = 10 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 12 * 60 * 60;
export const REMEMBER_ME_REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;
/** Two tabs refreshing at once both present the same token; the second gets this grace. */
export const REFRESH_REUSE_GRACE_SECONDS = 10;
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const RESET_LINK_TTL_SECONDS = 60 * 60;
export const INVITE_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;
export const CONFIRM_LINK_TTL_SECONDS = 2 * 24 * 60 * 60;
export const TRIAL_DAYS = 14;

/** Web app rules of DESIGN section 6. */
export const REQUEST_TIMEOUT_MS = 50_000;
/** A screen whose code has not arrived by then shows an error with a way to try again. */
export const SCREEN_LOAD_TIMEOUT_MS = 120_000;
export const TOAST_DURATION_MS = 3000;
export const SCROLL_TOP_THRESHOLD_PX = 250;

export const PLANS = ['basic', 'standard', 'enterprise'] as const;
export type TPlan = (typeof PLANS)[number];

export const SKINS = ['light', 'dark'] as const;
export type TSkin = (typeof SKINS)[number];
export const LAYOUTS = ['vertical', 'horizontal'] as const;
export type TLayout = (typeof LAYOUTS)[number];

/**
 * The cookie in which the web app tells the server what its pages open with in this browser: that a
 * session is stored (whose words it reads first, the player's or every screen's) and in which
 * language, `player.de` (ADR 0019). The server names a signed-in screen's code in its page only
 * then. A hint, not a credential: the session itself stays in the browser's storage.
 */
export const OPENING_HINT_COOKIE = 'rally-opening';
export const OPENING_HINT_TIERS = ['player', 'all'] as const;
export type TOpeningHintTier = (typeof OPENING_HINT_TIERS)[number];

/** Headers of the public client (DESIGN section 4); names the calling application. */
export const API_KEY_HEADER = 'x-api-key';
export const API_SECRET_HEADER = 'x-api-secret';

/** Spec section 9: the player's home asks for 5 of their games (`GET /user/competition/group/{id}`). */
export const USER_GAMES_DEFAULT_LIMIT = 5;
