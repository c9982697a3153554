import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { companies, salesLeads, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import { seedDemoGames } from './demo-game.ts';
import { createCompany } from './factories.ts';

export const DEMO_ACCOUNTS = [
  { role: 'admin', email: 'admin@example.com', fullName: 'Alex Admin' },
  { role: 'company_admin', email: 'company.admin@example.com', fullName: 'Carla Organiser' },
  { role: 'player', email: 'player@example.com', fullName: 'Pedro Player' },
  { role: 'client', email: 'client@example.com', fullName: 'Chris Client' },
] as const;

const TEAMMATES = [
  'Ana Souza',
  'Ben Fischer',
  'Chloé Martin',
  'Daniel Weber',
  'Eva Costa',
  'Felix Braun',
  'Giulia Rossi',
  'Hugo Lefèvre',
  'Inês Almeida',
  'Jonas Keller',
  'Lena Schulz',
  'Marc Dubois',
];

/**
 * Seeds an empty database with a platform company and its admin, and a demo customer company with
 * users of every role and its games (`demo-game.ts`). Returns the accounts and the demo game's
 * public leaderboard to print, or null when the database already had data.
 */
export async function seedDemo(db: Db, opts: { password: string }) {
  const [existing] = await db.select({ n: count() }).from(companies);
  if (Number(existing?.n ?? 0) > 0) return null;
  const passwordHash = await hashPassword(opts.password);

  const leaderboardPath = await db.transaction(async (tx) => {
    const platform = await createCompany(tx, {
      name: 'Rally',
      isPlatform: true,
      plan: 'enterprise',
      trialEndsAt: null,
      stage: 'live',
    });
    const acme = await createCompany(tx, {
      name: 'Acme Corporation',
      // Its games run in Berlin: the zone its organisers' new games start in.
      timezone: 'Europe/Berlin',
      // Enterprise: the browser tests create many games in the demo company within a month.
      plan: 'enterprise',
      stage: 'live',
      trialEndsAt: null,
    });
    const trial = await createCompany(tx, {
      name: 'Northwind Traders',
      language: 'de',
      timezone: 'Europe/Berlin',
      plan: 'basic',
    });
    const base = { passwordHash, status: 'active' as const };
    const people = await tx
      .insert(users)
      .values([
        { ...base, companyId: platform.id, ...DEMO_ACCOUNTS[0] },
        ...DEMO_ACCOUNTS.slice(1).map((a) => ({ ...base, companyId: acme.id, ...a })),
        ...TEAMMATES.map((fullName, i) => ({
          ...base,
          companyId: acme.id,
          role: 'player' as const,
          fullName,
          email: `${fullName
            .toLowerCase()
            .normalize('NFD')
            .replace(/[^a-z ]/g, '')
            .replace(' ', '.')}@example.com`,
          language: (['en', 'de', 'fr', 'pt'] as const)[i % 4],
          // A few invitations still open, so the dashboards show a real mix.
          ...(i % 5 === 4 ? { status: 'invited' as const, passwordHash: null } : {}),
        })),
        {
          ...base,
          companyId: trial.id,
          role: 'company_admin',
          email: 'nina.owner@example.com',
          fullName: 'Nina Owner',
          language: 'de',
        },
      ])
      .returning({ id: users.id, companyId: users.companyId, role: users.role });
    const acmePeople = people.filter((p) => p.companyId === acme.id);
    const demo = await seedDemoGames(tx, {
      companyId: acme.id,
      organiserId: acmePeople.find((p) => p.role === 'company_admin')?.id ?? null,
      // The demo player first, then the teammates.
      playerIds: acmePeople.filter((p) => p.role === 'player').map((p) => p.id),
    });
    await tx.insert(salesLeads).values([
      {
        source: 'register',
        companyId: trial.id,
        companyName: trial.name,
        contactName: 'Nina Owner',
        email: 'nina.owner@example.com',
      },
      {
        source: 'form',
        companyName: 'Globex',
        contactName: 'Hank Scorpio',
        email: 'hank@globex.example',
        status: 'contacted',
      },
    ]);
    return demo.leaderboardPath;
  });
  return { accounts: DEMO_ACCOUNTS.map(({ role, email }) => ({ role, email })), leaderboardPath };
}
