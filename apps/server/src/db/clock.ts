import { sql } from 'drizzle-orm';

/**
 * The database's clock, for every due time and lease that several processes share (mails, fan-outs,
 * jobs). Each process reading its own clock would let a host whose clock drifts take over a live
 * lease early (clock ahead) or leave due work waiting (clock behind); one clock also keeps a row
 * written a moment ago due at once, which the process's whole milliseconds did not.
 */
export const dbNow = () => sql`now()`;

/** The database's clock `ms` milliseconds from now. */
export const dbNowPlus = (ms: number) => sql`now() + (${ms} * interval '1 millisecond')`;
