import { TRIAL_DAYS } from '@rally/contracts/constants';
import type { Executor } from '../db/client.ts';
import { companies, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';

/**
 * Factories shared by the demo seed and the tests; every field can be overridden. A company is on
 * the Enterprise plan unless it says otherwise, so a test of another rule is not stopped by the
 * plan limits (decision 0022); the tests of those limits name their plan.
 */
export type NewCompany = typeof companies.$inferInsert;
export type NewUser = Omit<typeof users.$inferInsert, 'passwordHash'> & { password?: string | null };

let counter = 0;
const next = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function createCompany(db: Executor, overrides: Partial<NewCompany> = {}) {
  const [company] = await db
    .insert(companies)
    .values({
      name: `Company ${next()}`,
      plan: 'enterprise',
      trialEndsAt: new Date(Date.now() + TRIAL_DAYS * 86_400_000),
      ...overrides,
    })
    .returning();
  if (!company) throw new Error('company not created');
  return company;
}

export async function createUser(db: Executor, overrides: Partial<NewUser> & Pick<NewUser, 'companyId'>) {
  const { password, ...rest } = overrides;
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${next()}@example.com`,
      fullName: 'Test User',
      role: 'player',
      ...rest,
      passwordHash: password ? await hashPassword(password) : null,
      status: rest.status ?? (password ? 'active' : 'invited'),
    })
    .returning();
  if (!user) throw new Error('user not created');
  return user;
}
