import { z } from 'zod/mini';

/**
 * Roles and what each may do (DESIGN section 2), defined once: the server enforces these rules on
 * every route; the web app uses the same rules only to hide what the server would refuse.
 * Plain data and zod/mini schemas, no CASL: the stored session user is parsed with them on /login,
 * which loads neither CASL nor zod's full API (`abilities.ts` builds the CASL ability).
 */
export const ROLES = ['admin', 'company_admin', 'player', 'client'] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

/** Platform admins run every company; the one role not bound to its own company. */
export const isPlatformAdminRole = (role: TRole | undefined) => role === 'admin';
/**
 * Organisers run games: platform admins in every company, company admins in theirs. They act on
 * anyone's logs and see every name (the public naming rule is for everyone else).
 */
export const isOrganiserRole = (role: TRole | undefined) => role === 'admin' || role === 'company_admin';

export const ACTIONS = ['manage', 'create', 'read', 'update', 'delete'] as const;
export type TAction = (typeof ACTIONS)[number];

export const SUBJECTS = [
  'all',
  'Auth',
  'ACL',
  'Dashboard',
  'Company',
  'User',
  'Game',
  'Template',
  'Charity',
  'Media',
  'SalesLead',
  'Report',
  'Leaderboard',
  /** A behaviour log (performed task): players create and undo their own, organisers manage them. */
  'Log',
  'Notification',
  'Profile',
  'Mailbox',
] as const;
export type TSubject = (typeof SUBJECTS)[number];

export const ZAbilityRule = z.object({ action: z.enum(ACTIONS), subject: z.enum(SUBJECTS) });
export type TAbilityRule = z.infer<typeof ZAbilityRule>;

const own: TAbilityRule[] = [
  { action: 'read', subject: 'Auth' },
  { action: 'manage', subject: 'Profile' },
  { action: 'manage', subject: 'Notification' },
];

/**
 * What each role may do. Company scoping (a company admin acts inside their own company only) is
 * applied by the server's tenant scope on every query, not by these rules.
 */
export const ROLE_ABILITIES: Record<TRole, TAbilityRule[]> = {
  admin: [{ action: 'manage', subject: 'all' }],
  company_admin: [
    ...own,
    { action: 'read', subject: 'Dashboard' },
    { action: 'read', subject: 'Company' },
    { action: 'update', subject: 'Company' },
    { action: 'manage', subject: 'User' },
    { action: 'manage', subject: 'Game' },
    { action: 'manage', subject: 'Log' },
    { action: 'manage', subject: 'Media' },
    { action: 'manage', subject: 'Report' },
    { action: 'manage', subject: 'Template' },
    { action: 'read', subject: 'Charity' },
    { action: 'read', subject: 'Leaderboard' },
  ],
  player: [
    ...own,
    { action: 'read', subject: 'Dashboard' },
    { action: 'read', subject: 'Game' },
    { action: 'read', subject: 'Leaderboard' },
    { action: 'create', subject: 'Log' },
    { action: 'delete', subject: 'Log' },
  ],
  client: [
    ...own,
    { action: 'read', subject: 'ACL' },
    { action: 'read', subject: 'Company' },
    { action: 'read', subject: 'Dashboard' },
    { action: 'read', subject: 'Game' },
    { action: 'read', subject: 'Leaderboard' },
    { action: 'read', subject: 'Report' },
  ],
};

export function abilitiesFor(role: TRole): TAbilityRule[] {
  return ROLE_ABILITIES[role];
}

/** Roles a caller may hand out: nobody but a platform admin can create a platform admin. */
export function assignableRoles(role: TRole): TRole[] {
  if (role === 'admin') return [...ROLES];
  if (role === 'company_admin') return ['company_admin', 'player', 'client'];
  return [];
}
