import { sql } from 'drizzle-orm';
import { executeRows } from '../../db/bulk.ts';
import type { Executor } from '../../db/client.ts';
import type { BadgeOfGame } from './rules.ts';

/** A badge with a rule, as the log path awards it (manual ones are only ever awarded by hand). */
export type RuledBadge = BadgeOfGame & { companyId: string; name: string | null };
type Known = { badges: RuledBadge[]; fingerprint: string };

/**
 * Each game's ruled badges as this process last read them, so a log measures its player's badges
 * in one statement instead of two (the read of the game's badges cost a third of the badges' time
 * per log on the embedded database). Never trusted: the measuring statement also reads the game's
 * fingerprint (`fingerprintOf`), and when another process or a transaction changed the badges, the
 * log reads them again and measures once more. A fingerprint rather than a version column, so no
 * write that changes badges has to remember to bump anything.
 */
const known = new Map<string, Known>();
/** Games remembered at most; the oldest read is forgotten first. */
const KEPT = 1_000;

/** A digest of what the measure depends on (which badges, their rules, the names a notice carries). */
export const fingerprintOf = (gameId: string) =>
  sql`(select coalesce(md5(string_agg(gb.id::text || gb.kind || gb.params::text || coalesce(gb.name, ''),
      ',' order by gb.id)), '')
    from game_badges gb where gb.game_id = ${gameId}::uuid and gb.kind <> 'manual')`;

/** The game's ruled badges as this process knows them, read when it does not. */
export async function knownBadges(db: Executor, gameId: string): Promise<Known> {
  return known.get(gameId) ?? readBadges(db, gameId);
}

/** Reads the game's ruled badges with their fingerprint, in one statement, and remembers them. */
export async function readBadges(db: Executor, gameId: string): Promise<Known> {
  const rows = await executeRows<{
    id: string | null;
    company_id: string;
    kind: RuledBadge['kind'];
    params: Record<string, unknown>;
    name: string | null;
    fingerprint: string;
  }>(
    db,
    sql`select gb.id, gb.company_id, gb.kind, gb.params, gb.name, f.fingerprint
      from (select ${fingerprintOf(gameId)} as fingerprint) f
      left join game_badges gb on gb.game_id = ${gameId}::uuid and gb.kind <> 'manual'
      order by gb.id`,
  );
  const badges = rows.flatMap((r) =>
    r.id === null
      ? []
      : [{ id: r.id, companyId: r.company_id, kind: r.kind, params: r.params, name: r.name }],
  );
  const read = { badges, fingerprint: rows[0]?.fingerprint ?? '' };
  known.delete(gameId);
  known.set(gameId, read);
  if (known.size > KEPT) known.delete(known.keys().next().value as string);
  return read;
}
