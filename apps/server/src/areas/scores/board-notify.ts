import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * The boards channel: what a live board shows beside the points changed (a charity linked or
 * unlinked, a team's charities, a new public link that closes the old link's streams). Points have
 * their own channel, sent by the score engine alone (scores/engine-announce.ts); these notices do
 * not touch the kept top of the boards, which holds points only. Kept with the boards (not with the
 * live hub that listens) so the areas that send it need not import the one that streams them.
 */
export const BOARDS_CHANNEL = 'rally_boards';

/** Tells every server process's live hub, once the transaction commits, to send the game's boards again. */
export async function notifyBoardChanged(tx: Executor, gameId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${BOARDS_CHANNEL}, ${gameId}::text)`);
}
