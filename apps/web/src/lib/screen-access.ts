import type { TAction, TSubject } from '@rally/contracts/abilities';

/**
 * What opening a screen requires; the route table and the navigation both read it from here.
 * Apart from the navigation (which brings icons) so that the route table, part of /login, stays small.
 */
export const SCREEN_ACCESS = {
  dashboard: { action: 'read', subject: 'Dashboard' },
  /** The company overview: its figures come from a call the server refuses to players. */
  companyOverview: { action: 'read', subject: 'Company' },
  mailbox: { action: 'read', subject: 'Mailbox' },
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
  /** Setting a game up and editing it: company admins (their company) and platform admins. */
  manageGames: { action: 'manage', subject: 'Game' },
} as const satisfies Record<string, { action: TAction; subject: TSubject }>;
