/**
 * The data of `bench-api.ts`: one company with a running game (1,000 players in 20 teams, ten
 * behaviours a player may log up to 100 times a day) and 200 company admins, every account with
 * the same password so sign-ins can be part of the load. Written set-based in SQL, before the
 * server under test starts.
 */
import { sql } from 'drizzle-orm';
import { executeRows } from '../apps/server/src/db/bulk.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import { createCompany } from '../apps/server/src/seed/factories.ts';
import { fillGame } from './bench-leaderboard-data.ts';

export const PASSWORD = 'bench password that is long enough';
/** The server under test is started with these, so the benchmark can mint tokens and sign in. */
export const JWT_SECRET = 'bench-api-jwt-secret-that-is-long-enough-0123';
export const API_CLIENT = { key: 'rally-bench-api', secret: 'bench-api-secret-0123456789' };
const PLAYERS = 1_000;
const ADMINS = 200;

export type Account = { id: string; email: string; role: 'player' | 'company_admin'; companyId: string };
export type BenchData = {
  companyId: string;
  gameId: string;
  behaviourIds: string[];
  players: Account[];
  admins: Account[];
};

export async function seedApiBench(db: Db): Promise<BenchData> {
  const company = await createCompany(db, { name: 'API Bench Co', plan: 'enterprise' });
  const game = await fillGame(db, company.id, { players: PLAYERS, teams: 20, logs: 0 });
  await db.execute(sql`update behaviours set max_per_day = 100 where game_id = ${game.id}`);
  await db.execute(sql`insert into users (id, company_id, email, full_name, role)
    select gen_random_uuid(), ${company.id}, 'admin-' || n || '@bench.example.com', 'Admin ' || n, 'company_admin'
    from generate_series(1, ${ADMINS}) n`);
  // One hash for everyone: argon2 takes tens of milliseconds, 1,200 of them would be the whole set-up.
  await db.execute(
    sql`update users set password_hash = ${await hashPassword(PASSWORD)} where company_id = ${company.id}`,
  );
  await db.execute(sql`analyze`);
  const accounts = await executeRows<{ id: string; email: string; role: Account['role'] }>(
    db,
    sql`select id, email, role from users where company_id = ${company.id} order by email`,
  );
  const behaviours = await executeRows<{ id: string }>(
    db,
    sql`select id from behaviours where game_id = ${game.id} order by position`,
  );
  const withCompany = (role: Account['role']) =>
    accounts.filter((a) => a.role === role).map((a) => ({ ...a, companyId: company.id }));
  return {
    companyId: company.id,
    gameId: game.id,
    behaviourIds: behaviours.map((b) => b.id),
    players: withCompany('player'),
    admins: withCompany('company_admin'),
  };
}
