/**
 * The data of `bench-leaderboard.ts`, written set-based in SQL (one statement per table, no API
 * calls): a running game with PLAYERS players in TEAMS teams, ten behaviours, LOGS logs spread over
 * ten past days (about 8% pending, the rest approved), and the maintained score rows computed from
 * those logs exactly as the score engine keeps them.
 */
import { sql } from 'drizzle-orm';
import { executeRows } from '../apps/server/src/db/bulk.ts';
import type { Db } from '../apps/server/src/db/client.ts';

export const PLAYERS = 10_000;
export const TEAMS = 200;
export const LOGS = 1_000_000;
export const BEHAVIOURS = 10;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The sizes of the game `fillGame` writes; the API benchmark (`bench-api.ts`) asks for a smaller one. */
export type GameSize = { players: number; teams: number; logs: number };
/**
 * `BENCH_SCALE=0.1`: a tenth of the game (1,000 players, 20 teams, 100,000 logs), the same logs per
 * player, so a log's own cost (its player's rows, their badges) is alike; for a loaded machine where
 * writing a million logs does not finish. The reads' figures are then not the 10,000-player ones.
 */
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const BOARD_SIZE: GameSize = {
  players: Math.round(PLAYERS * SCALE),
  teams: Math.max(1, Math.round(TEAMS * SCALE)),
  logs: Math.round(LOGS * SCALE),
};

export async function fillGame(db: Db, companyId: string, size: GameSize = BOARD_SIZE) {
  const { players, teams } = size;
  const [game] = await executeRows<{ id: string; public_id: string }>(
    db,
    sql`insert into games (id, company_id, name, status, start_date, end_date, timezone, rules, public_id)
      values (gen_random_uuid(), ${companyId}, 'Bench game', 'active', ${day(-30)}, ${day(30)}, 'UTC',
        '{"teamRanking":"total","leaderboardShows":"teams_and_individuals","leaderboardNames":"initials","leaderboardTopN":null,"graceHours":72}',
        replace(gen_random_uuid()::text, '-', ''))
      returning id, public_id`,
  );
  if (!game) throw new Error('game not created');
  const g = game.id;
  await db.execute(sql`insert into teams (id, company_id, game_id, name)
    select gen_random_uuid(), ${companyId}, ${g}, 'Team ' || n from generate_series(1, ${teams}) n`);
  await db.execute(sql`insert into users (id, company_id, email, full_name, role)
    select gen_random_uuid(), ${companyId}, 'bench-' || n || '-' || ${g} || '@bench.example.com',
      'Player ' || n, 'player' from generate_series(1, ${players}) n`);
  // Players in order of e-mail number, fifty to a team.
  await db.execute(sql`insert into team_members (id, company_id, game_id, team_id, user_id)
    select gen_random_uuid(), ${companyId}, ${g}, t.id, u.id
    from (select id, row_number() over (order by created_at, email) - 1 as n from users where company_id = ${companyId} and role = 'player') u
    join (select id, row_number() over (order by name) - 1 as n from teams where game_id = ${g}) t
      on t.n = u.n % ${teams}`);
  await db.execute(
    sql`insert into activities (id, company_id, game_id, name) values (gen_random_uuid(), ${companyId}, ${g}, 'Habits')`,
  );
  await db.execute(sql`insert into behaviours (id, company_id, game_id, activity_id, name, points, position)
    select gen_random_uuid(), ${companyId}, ${g}, a.id, 'Behaviour ' || n, 5 * n, n
    from activities a, generate_series(1, ${BEHAVIOURS}) n where a.game_id = ${g}`);
  await fillLogs(db, companyId, g, size);
  await fillScores(db, g);
  await db.execute(sql`analyze`);
  return { id: g, publicId: game.public_id };
}

/**
 * Log i is player i mod PLAYERS's k-th (k = i div PLAYERS): behaviour (k + player) mod 10 on day
 * k div 10 of the game, so no two logs take the same slot. About 8% (by a hash of i) wait for
 * approval, so totals differ from player to player.
 */
async function fillLogs(db: Db, companyId: string, g: string, { players, logs }: GameSize) {
  if (logs === 0) return;
  await db.execute(sql`insert into behaviour_logs
      (id, company_id, game_id, user_id, team_id, behaviour_id, day, slot, points, status, logged_by, created_at)
    select gen_random_uuid(), ${companyId}, ${g}, p.user_id, p.team_id, b.id, ${day(-30)}::date + (i / ${players}) / ${BEHAVIOURS},
      1, b.points, case when abs(hashint4(i)) % 100 < 8 then 'pending' else 'approved' end, p.user_id,
      now() - interval '1 day'
    from generate_series(0, ${logs - 1}) i
    join (select user_id, team_id, row_number() over (order by user_id) - 1 as n from team_members where game_id = ${g}) p
      on p.n = i % ${players}
    join (select id, points, row_number() over (order by position) - 1 as n from behaviours where game_id = ${g}) b
      on b.n = ((i / ${players}) + p.n) % ${BEHAVIOURS}`);
}

/** The maintained rows as sums over the logs: players, their days, teams. */
async function fillScores(db: Db, g: string) {
  await db.execute(sql`insert into player_score_days (company_id, game_id, user_id, day, behaviour_points, points, log_count)
    select company_id, game_id, user_id, day, sum(points), sum(points), count(*)
    from behaviour_logs where game_id = ${g} and status = 'approved' and removed_at is null
    group by company_id, game_id, user_id, day`);
  await db.execute(sql`insert into player_scores
      (company_id, game_id, user_id, team_id, behaviour_points, points, log_count, pending_count, last_active_at)
    select m.company_id, m.game_id, m.user_id, m.team_id,
      coalesce(sum(l.points) filter (where l.status = 'approved'), 0),
      coalesce(sum(l.points) filter (where l.status = 'approved'), 0),
      count(*) filter (where l.status = 'approved'), count(*) filter (where l.status = 'pending'), max(l.created_at)
    from team_members m left join behaviour_logs l on l.game_id = m.game_id and l.user_id = m.user_id and l.removed_at is null
    where m.game_id = ${g}
    group by m.company_id, m.game_id, m.user_id, m.team_id`);
  await db.execute(sql`insert into team_scores (company_id, game_id, team_id, points, members)
    select t.company_id, t.game_id, t.id, coalesce(sum(p.points), 0), count(p.user_id)
    from teams t left join player_scores p on p.team_id = t.id where t.game_id = ${g}
    group by t.company_id, t.game_id, t.id`);
}

/** The baseline: the same board summed over every log at read time (`SUM ... rank()`), top 100 and one player's place. */
export function naiveBoard(db: Db, gameId: string, userId: string) {
  return executeRows(
    db,
    sql`with totals as (
        select m.user_id, coalesce(sum(l.points), 0) as points
        from team_members m left join behaviour_logs l on l.game_id = m.game_id and l.user_id = m.user_id
          and l.status = 'approved' and l.removed_at is null
        where m.game_id = ${gameId} group by m.user_id
      ), ranked as (
        select user_id, points, rank() over (order by points desc) as rank,
          row_number() over (order by points desc, user_id) as pos
        from totals
      ), me as (select pos from ranked where user_id = ${userId})
      select r.user_id, u.full_name, r.points, r.rank from ranked r join users u on u.id = r.user_id
      where r.pos <= 100 or abs(r.pos - (select pos from me)) <= 2 order by r.pos`,
  );
}

/** Players of the game: a spread across the board, for the reads and the writes. */
export async function pickPlayers(db: Db, gameId: string, n: number) {
  return executeRows<{ user_id: string; company_id: string }>(
    db,
    sql`select user_id, company_id from player_scores where game_id = ${gameId}
      order by md5(user_id::text) limit ${n}`,
  );
}
