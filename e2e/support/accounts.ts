import type { TRole } from '@rally/contracts/abilities';

/** The demo accounts the server seeds into an empty database (DESIGN section 7). */
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Rally-Demo-2026';

export const DEMO = {
  admin: 'admin@example.com',
  company_admin: 'company.admin@example.com',
  player: 'player@example.com',
  client: 'client@example.com',
} as const satisfies Record<TRole, string>;

/** The demo company's running game, seeded with the demo accounts; the demo player plays in it. */
export const DEMO_GAME = 'Spring Into Health';

let counter = 0;

/**
 * A value no other test (nor a repeat of this one, nor the other worker) uses: tests never share
 * the records they create.
 */
export function unique(prefix: string): string {
  counter += 1;
  const stamp = Date.now().toString(36);
  const random = Math.random().toString(36).slice(2, 6);
  return `${prefix}-${stamp}${random}${process.pid.toString(36)}${counter}`;
}

export function uniqueEmail(prefix: string): string {
  return `${unique(prefix).toLowerCase()}@e2e.example.com`;
}

/** A password the server accepts (long, not a common one), different each time it is asked for. */
export function newPassword(): string {
  return `Lantern ${unique('orchard')} Mosaic`;
}
