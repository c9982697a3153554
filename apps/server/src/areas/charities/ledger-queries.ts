import { type SQL, sql } from 'drizzle-orm';
import { readRows } from '../../db/bulk.ts';
import type { Executor } from '../../db/client.ts';
import { charities, gameCharities, teamCharities, teamScores, teams } from '../../db/schema/index.ts';

/** One charity of one game as the ledger rule reads it; amounts in cents (exact), points to 2 decimals. */
export type LedgerRow = {
  gameId: string;
  charityId: string;
  name: string;
  pledgePerPoint: number;
  cap: number | null;
  currency: string;
  points: number;
  raisedCents: number;
  capReached: boolean;
};

type RawRow = Omit<LedgerRow, 'pledgePerPoint' | 'cap' | 'points' | 'raisedCents'> & {
  pledgePerPoint: string;
  cap: string | null;
  points: string;
  raisedCents: string;
};

/**
 * The ledger rule (ADR 0017) in one statement, for the games `where` selects on game_charities:
 * a team supports the charities it chose, or every charity of its game when it chose none, and its
 * points (the maintained team total) are split equally among the charities it supports; a charity
 * raises pledge × the points it counts, in whole cents, at most its cap. All arithmetic is numeric
 * (exact decimals), never floating point.
 */
export async function ledgerRows(db: Executor, where: SQL): Promise<LedgerRow[]> {
  const gc = gameCharities;
  const tc = teamCharities;
  const rows = await readRows<RawRow>(
    db,
    sql`with links as (
        select ${gc.gameId} as game_id, ${gc.charityId} as charity_id, ${gc.pledgePerPoint} as pledge,
          ${gc.cap} as cap, ${gc.currency} as currency
        from ${gc} where ${where}
      ),
      support as (
        select ${tc.teamId} as team_id, l.game_id, l.charity_id
          from ${tc} join links l on l.game_id = ${tc.gameId} and l.charity_id = ${tc.charityId}
        union all
        select ${teams.id}, l.game_id, l.charity_id
          from ${teams} join links l on l.game_id = ${teams.gameId}
          where not exists (select 1 from ${tc} where ${tc.teamId} = ${teams.id})
      ),
      shares as (
        select s.game_id, s.charity_id,
          coalesce(${teamScores.points}, 0)::numeric / count(*) over (partition by s.team_id) as points
        from support s left join ${teamScores} on ${teamScores.teamId} = s.team_id
      ),
      counted as (
        select l.game_id, l.charity_id, l.pledge, l.cap, l.currency, coalesce(sum(sh.points), 0) as points
        from links l left join shares sh on sh.game_id = l.game_id and sh.charity_id = l.charity_id
        group by l.game_id, l.charity_id, l.pledge, l.cap, l.currency
      ),
      owed as (
        select c.*, round(c.pledge * c.points * 100) as owed_cents, round(c.cap * 100) as cap_cents from counted c
      )
      select o.game_id as "gameId", o.charity_id as "charityId", ${charities.name} as name,
        o.pledge::text as "pledgePerPoint", o.cap::text as cap, o.currency,
        round(o.points, 2)::text as points,
        (case when o.cap_cents is null then o.owed_cents else least(o.owed_cents, o.cap_cents) end)::text
          as "raisedCents",
        (o.cap_cents is not null and o.owed_cents >= o.cap_cents) as "capReached"
      from owed o join ${charities} on ${charities.id} = o.charity_id
      order by lower(${charities.name}), o.charity_id, o.game_id`,
  );
  return rows.map((r) => ({
    ...r,
    pledgePerPoint: Number(r.pledgePerPoint),
    cap: r.cap === null ? null : Number(r.cap),
    points: Number(r.points),
    raisedCents: Number(r.raisedCents),
    capReached: Boolean(r.capReached),
  }));
}
