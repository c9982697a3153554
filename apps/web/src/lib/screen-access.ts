import type { TAction, TSubject } from '@rally/contracts/abilities';

/**
 * The abilities screens require, by name; the screens' descriptions (app/signed-in-screens.ts)
 * name them, and a query that only such a screen makes checks the same one.
 */
export const SCREEN_ACCESS = {
  dashboard: { action: 'read', subject: 'Dashboard' },
  /** The company overview: its figures come from a call the server refuses to players. */
  companyOverview: { action: 'read', subject: 'Company' },
  mailbox: { action: 'read', subject: 'Mailbox' },
  /** A company's API keys (KPI actuals by machine): whoever may change the company, not clients. */
  apiKeys: { action: 'update', subject: 'Company' },
  /** A company's webhooks: whoever may change the company, as for its API keys. */
  webhooks: { action: 'update', subject: 'Company' },
  /** A company's single sign-on: whoever may change the company. */
  sso: { action: 'update', subject: 'Company' },
  /** A company's SCIM tokens (its directory provisions users): whoever may change the company. */
  provisioning: { action: 'update', subject: 'Company' },
  /** Platform admins: only they manage companies (a company admin reads and updates their own). */
  companies: { action: 'manage', subject: 'Company' },
  users: { action: 'manage', subject: 'User' },
  /** Bulk upload creates users: platform admins (any company) and company admins (their own). */
  userUpload: { action: 'create', subject: 'User' },
  /** One's own profile, settings and password. */
  account: { action: 'manage', subject: 'Profile' },
  faq: { action: 'read', subject: 'Auth' },
  /** Games and their view: everyone who reads games (clients and players read only). */
  games: { action: 'read', subject: 'Game' },
  /** A player's home: their games and their day's checklist (whoever logs behaviours). */
  play: { action: 'create', subject: 'Log' },
  /** Setting a game up and editing it: company admins (their company) and platform admins. */
  manageGames: { action: 'manage', subject: 'Game' },
  /** A game's report: organisers and read-only clients, not players. */
  gameReports: { action: 'read', subject: 'Report' },
  /** A game's results by participant (judge view): who sees every player by name (organisers, platform admins). */
  judgeView: { action: 'read', subject: 'User' },
  /** The media library and quiz questions: organisers (company admins their company's, platform admins the global library). */
  media: { action: 'manage', subject: 'Media' },
  /** Sales leads: platform admins only (DESIGN section 3). */
  salesLeads: { action: 'manage', subject: 'SalesLead' },
} as const satisfies Record<string, { action: TAction; subject: TSubject }>;
