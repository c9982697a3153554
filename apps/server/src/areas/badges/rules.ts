import type { TBadgeKind, TBadgeRule } from '@rally/contracts/badges';
import { type SQL, sql } from 'drizzle-orm';
import { executeRows, textArray } from '../../db/bulk.ts';
import type { Executor } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import type { ScoreSource } from '../scores/reads.ts';
import { longestOf, streakGame } from '../streaks/longest.ts';

/**
 * What each rule of the catalogue measures, as SQL over a player's records: their progress and the
 * goal, so "holds" is `progress >= goal` and the player home shows how far the next badges are.
 * Every badge of a game is measured for every asked player in one statement (decision 0029). A new
 * rule is one entry here and one in contracts/badges.ts. The N-day streak is the one rule measured
 * in code (`null` here, its days read in `measureBadges` below): the streak's walk is TypeScript, shared with the
 * streaks screen so the two cannot disagree.
 *
 * In scope of each entry: `pl` (the player: `user_id`, `points`) and `lg` (their counted logs:
 * approved, not removed: `user_id`, `behaviour_id`, `day`). Each answers `progress` and `goal`.
 * A progress of -1 is "undecided" (`UNDECIDED`): the badge is neither awarded nor taken back.
 */
type Measure = { [K in TBadgeKind]: (params: Extract<TBadgeRule, { kind: K }>['params']) => SQL | null };

const ZERO_UUID = '00000000-0000-0000-0000-000000000000';

const measure: Measure = {
  firstLog: () =>
    sql`select least((select count(*) from lg where lg.user_id = pl.user_id), 1)::int as progress, 1 as goal`,
  behaviourLogs: (p) =>
    sql`select least((select count(*) from lg where lg.user_id = pl.user_id
      and lg.behaviour_id = ${p.behaviourId}::uuid), ${p.count}::int)::int as progress, ${p.count}::int as goal`,
  wholeActivity: (p) => {
    const period = p.period === 'day' ? sql`lg.day` : sql`date_trunc('week', lg.day::timestamp)`;
    return sql`select coalesce((select max(n) from (select count(distinct lg.behaviour_id) as n
        from lg join behaviours b on b.id = lg.behaviour_id and b.activity_id = ${p.activityId}::uuid
        where lg.user_id = pl.user_id group by ${period}) x), 0)::int as progress,
      (select count(*) from behaviours where activity_id = ${p.activityId}::uuid)::int as goal`;
  },
  pointsReached: (p) =>
    sql`select greatest(least(pl.points, ${p.points}::int), 0)::int as progress, ${p.points}::int as goal`,
  // The quiz the player is furthest in: every question right first, then the most right answers.
  perfectQuiz: (p) => {
    const media = p.mediaId
      ? sql`m.media_id = ${p.mediaId}::uuid`
      : sql`m.media_id in (select media_id from game_quiz_media where game_id = pl.game_id)`;
    return sql`select coalesce(max(q.correct), 0)::int as progress, coalesce(max(q.total), 0)::int as goal from (
        select count(a.id) filter (where a.correct)::int as correct, count(qq.id)::int as total
        from (select distinct media_id from quiz_questions m where ${media}) m
        join quiz_questions qq on qq.media_id = m.media_id
        left join quiz_answers a on a.question_id = qq.id and a.user_id = pl.user_id and a.game_id = pl.game_id
        group by m.media_id
        order by (count(a.id) filter (where a.correct) = count(qq.id)) desc, count(a.id) filter (where a.correct) desc
        limit 1) q`;
  },
  // The actual's own target: the round's for a round's actual, the game's for a game-wide one.
  kpiTarget: (p) =>
    sql`select (exists (select 1 from kpi_actuals a join kpis k on k.id = a.kpi_id
        join target_kpis t on t.kpi_id = a.kpi_id
          and coalesce(t.set_time_id, ${ZERO_UUID}::uuid) = coalesce(a.set_time_id, ${ZERO_UUID}::uuid)
        where a.kpi_id = ${p.kpiId}::uuid and a.user_id = pl.user_id and a.game_id = pl.game_id
          and case when k.direction = 'lower' then a.value <= t.target else a.value >= t.target end))::int as progress,
      1 as goal`,
  streakDays: () => null,
  roundTop: (p) =>
    roundRule(
      p.setTimeId,
      sql`select 1 from set_time_results r where r.set_time_id in (${frozenRounds(p.setTimeId)})
        and r.kind = 'player' and r.rank <= ${p.places}::int and r.user_id = pl.user_id and r.points > 0`,
    ),
  // The team the player was in when the round froze (their result row's), ranked first.
  teamWinsRound: (p) =>
    roundRule(
      p.setTimeId,
      sql`select 1 from set_time_results t join set_time_results r on r.set_time_id = t.set_time_id
          and r.kind = 'player' and r.team_id = t.team_id and r.user_id = pl.user_id
        where t.set_time_id in (${frozenRounds(p.setTimeId)}) and t.kind = 'team' and t.rank = 1 and t.score > 0`,
    ),
  manual: () => null,
};

/**
 * The sources of points whose records each rule reads: a write that booked points of other
 * sources only cannot change the rule's outcome, so it is not measured then (a log does not
 * measure the quiz and KPI rules). `points`: the rule reads the points themselves, any source
 * moves it. None: the rule reads frozen round results, measured when a round freezes.
 */
const readsRecordsOf: { [K in TBadgeKind]: ScoreSource[] | 'points' } = {
  firstLog: ['behaviour'],
  behaviourLogs: ['behaviour'],
  wholeActivity: ['behaviour'],
  streakDays: ['behaviour'],
  pointsReached: 'points',
  perfectQuiz: ['quiz'],
  kpiTarget: ['kpi'],
  roundTop: [],
  teamWinsRound: [],
  manual: [],
};

/** Whether a write that booked points of `sources` may change the rule (every rule when not known). */
export function movedBy(kind: TBadgeKind, sources: ScoreSource[] | undefined): boolean {
  const reads = readsRecordsOf[kind];
  return !sources || reads === 'points' || reads.some((s) => sources.includes(s));
}

/** Progress of a badge that is neither awarded nor taken back now (its round is being redone). */
export const UNDECIDED = -1;

/** The rule's frozen rounds of the player's game; results are read through their key (round, kind, rank). */
const frozenRounds = (setTimeId: string | undefined) =>
  sql`select s.id from set_times s where s.game_id = pl.game_id and s.closed_at is not null
    ${setTimeId ? sql`and s.id = ${setTimeId}::uuid` : sql``}`;

/**
 * A rule over frozen round results (ADR 0014: stored when a round freezes, dropped when it is
 * reopened). Held when a frozen round qualifies; while a round of the rule is reopened and not
 * frozen again, a badge is undecided rather than lost, so reopening takes nothing back by itself:
 * the new freeze decides (its hook measures every player of the game again).
 */
const roundRule = (setTimeId: string | undefined, qualifies: SQL) =>
  sql`select case when exists (${qualifies}) then 1
      when exists (select 1 from set_times s where s.game_id = pl.game_id and s.closed_at is null
        and s.reopened_at is not null ${setTimeId ? sql`and s.id = ${setTimeId}::uuid` : sql``})
      then ${UNDECIDED}::int else 0 end as progress, 1 as goal`;

export type BadgeOfGame = { id: string; kind: TBadgeKind; params: Record<string, unknown> };
/** `heldId`: the player's badge row when they hold it now by its rule (not by hand), else null. */
export type Measured = {
  badgeId: string;
  userId: string;
  progress: number;
  goal: number;
  heldId: string | null;
};

export const holds = (m: { progress: number; goal: number }) => m.goal > 0 && m.progress >= m.goal;

type Row = {
  badge_id: string;
  user_id: string;
  progress: number;
  goal: number;
  held_id: string | null;
  days: string[] | string | null;
  timezone: string | null;
};

/**
 * Progress towards every badge of `badges` (one game's) for the players asked (all of the game's
 * when none are named), with what each holds now, in one statement; only players of the game (with
 * a score row) are measured. N-day streak badges read their players' counted days in it and walk
 * them in code over the game's dates and rounds (one more read, only when the game has one).
 * Measuring runs on every log (its hook), so its round trips are the log's cost (decision 0029).
 */
export async function measureBadges(
  db: Executor,
  gameId: string,
  badges: BadgeOfGame[],
  userIds?: string[],
): Promise<Measured[]> {
  return (await measureChecked(db, gameId, badges, userIds)).measured;
}

/**
 * `measureBadges`, answering besides the value of `check` (a scalar SQL expression) read in the
 * same statement and snapshot, also when nothing is measured: the log path checks there that the
 * badges it measured are still the game's (known.ts) without a round trip of its own.
 */
export async function measureChecked(
  db: Executor,
  gameId: string,
  badges: BadgeOfGame[],
  userIds: string[] | undefined,
  check?: SQL,
): Promise<{ measured: Measured[]; checked: string | null }> {
  const none = sql`null::text[] as days, null::text as timezone`;
  const parts = badges.flatMap((b) => {
    const body = (measure[b.kind] as (p: Record<string, unknown>) => SQL | null)(b.params);
    return body
      ? [
          sql`select ${b.id}::uuid as badge_id, pl.user_id, x.progress, x.goal, ${none} from pl cross join lateral (${body}) x`,
        ]
      : [];
  });
  const streaks = badges.filter((b) => b.kind === 'streakDays');
  for (const b of streaks)
    parts.push(sql`select ${b.id}::uuid as badge_id, pl.user_id, 0 as progress, 0 as goal,
      (select array_agg(distinct to_char(lg.day, 'YYYY-MM-DD')) from lg where lg.user_id = pl.user_id) as days,
      (select u.timezone from users u where u.id = pl.user_id) as timezone from pl`);
  if (parts.length === 0) {
    if (!check) return { measured: [], checked: null };
    const [row] = await executeRows<{ checked: string | null }>(db, sql`select ${check} as checked`);
    return { measured: [], checked: row?.checked ?? null };
  }
  const who = userIds ? sql`and user_id = any(${textArray(userIds)}::uuid[])` : sql``;
  // The check's row is joined to the measures so that it comes back when no player is measured.
  const [rows, game] = await readAll(
    db,
    () =>
      executeRows<Row & { checked: string | null }>(
        db,
        sql`with pl as (select game_id, user_id, points from player_scores where game_id = ${gameId}::uuid ${who}),
        lg as (select user_id, behaviour_id, day from behaviour_logs
          where game_id = ${gameId}::uuid ${who} and status = 'approved' and removed_at is null)
        select c.checked, m.*, (select pb.id from player_badges pb where pb.game_badge_id = m.badge_id
            and pb.user_id = m.user_id and pb.revoked_at is null and pb.awarded_by is null) as held_id
        from (select ${check ?? sql`null::text`} as checked) c left join (${sql.join(parts, sql` union all `)}) m on true`,
      ),
    () => (streaks.length === 0 ? Promise.resolve(undefined) : streakGame(db, gameId)),
  );
  const streakGoals = new Map(streaks.map((b) => [b.id, Number(b.params.days)]));
  const measured = rows.flatMap((r) => (r.badge_id === null ? [] : [measuredOf(r)]));
  return { measured, checked: rows[0]?.checked ?? null };

  function measuredOf(r: Row): Measured {
    const streakGoal = streakGoals.get(r.badge_id);
    const base = { badgeId: r.badge_id, userId: r.user_id, heldId: r.held_id };
    if (streakGoal === undefined) return { ...base, progress: Number(r.progress), goal: Number(r.goal) };
    const days = game ? longestOf(game, r) : 0;
    return { ...base, progress: Math.min(days, streakGoal), goal: streakGoal };
  }
}
