import { CURRENCIES, type TCharityLedgerEntry, type TCharityTotal } from '@rally/contracts/charities';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { gameCharities } from '../../db/schema/index.ts';
import type { Scope } from '../../lib/scope.ts';
import { requireGame } from '../games/service.ts';
import { type LedgerRow, ledgerRows } from './ledger-queries.ts';

/**
 * The charity ledger (DESIGN section 3, ADR 0017): what a game raises for each of its charities,
 * read from the maintained team scores, so it moves with every score change. Nothing is stored.
 */

const currencyOf = (c: string) => CURRENCIES.find((known) => known === c) ?? 'EUR';

const toEntry = (r: LedgerRow): TCharityLedgerEntry => ({
  charityId: r.charityId,
  name: r.name,
  pledgePerPoint: r.pledgePerPoint,
  cap: r.cap,
  currency: currencyOf(r.currency),
  points: r.points,
  raised: r.raisedCents / 100,
  capReached: r.capReached,
});

/** An entry's amounts only, not which teams or how many points stand behind them: public pages and reports. */
export const ledgerAmounts = (entry: TCharityLedgerEntry) => ({
  name: entry.name,
  pledgePerPoint: entry.pledgePerPoint,
  cap: entry.cap,
  currency: entry.currency,
  raised: entry.raised,
  capReached: entry.capReached,
});

/** A game's ledger without a caller: the public page and board, whose link already names the game. */
export async function gameLedger(db: Executor, gameId: string): Promise<TCharityLedgerEntry[]> {
  return (await ledgerRows(db, eq(gameCharities.gameId, gameId))).map(toEntry);
}

/**
 * Per charity of the game: pledge, cap, points counted, raised, cap reached. 404 for a game outside
 * the caller's scope. The one call other areas (reports, game view) need.
 */
export async function charityLedger(opts: {
  db: Executor;
  scope: Scope;
  gameId: string;
}): Promise<TCharityLedgerEntry[]> {
  const game = await requireGame(opts.db, opts.scope, opts.gameId);
  return gameLedger(opts.db, game.id);
}

/**
 * `GET /charity/totals` (platform admins): every charity of the list with what all games of all
 * companies have raised for it, one sum per currency (amounts in different currencies never add).
 */
export async function charityTotals(opts: { db: Executor; names: { id: string; name: string }[] }) {
  const sums = new Map<string, Map<string, { cents: number; games: number }>>();
  for (const r of await ledgerRows(opts.db, sql`true`)) {
    const byCurrency = sums.get(r.charityId) ?? new Map<string, { cents: number; games: number }>();
    const sum = byCurrency.get(r.currency) ?? { cents: 0, games: 0 };
    byCurrency.set(r.currency, { cents: sum.cents + r.raisedCents, games: sum.games + 1 });
    sums.set(r.charityId, byCurrency);
  }
  return opts.names.map(
    ({ id, name }): TCharityTotal => ({
      charityId: id,
      name,
      totals: [...(sums.get(id) ?? [])].map(([currency, s]) => ({
        currency: currencyOf(currency),
        raised: s.cents / 100,
        games: s.games,
      })),
    }),
  );
}
