import type { TChatPostEvent } from '@rally/contracts/chat-posts';
import { and, arrayContains, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Executor } from '../../db/client.ts';
import { chatConnections } from '../../db/schema/index.ts';
import { enqueueJobs } from '../../jobs/index.ts';

/** The job that makes one attempt of one chat post (deliver.ts). */
export const CHAT_POST_JOB = 'chat-posts.send';

/**
 * What a post says, as the place that emits it knows it. Names in `round.results` are already as
 * the game's privacy shows them (the round announcement's winners); a badge is resolved when sent.
 */
export type ChatPostData =
  | { event: 'round.results'; game: string; round: string; winners: string | null }
  | { event: 'game.started'; game: string }
  | { event: 'game.finished'; game: string }
  | { event: 'badge.earned'; badgeId: string; userId: string }
  /** Read when sent (daily.ts): the top places of that moment; `day` is the game's local day. */
  | { event: 'daily.leaderboard'; day: string };

export type ChatPostJob = {
  postId: string;
  connectionId: string;
  gameId: string;
  data: ChatPostData;
  attempt: number;
};

/**
 * A game's news for its chat connections, in the caller's transaction (decision 0034): one job per
 * active connection subscribed to the event, so nothing is posted for a change that rolls back and
 * play never waits on Slack or Teams. Without a connection it costs one indexed select.
 */
export async function emitChatPost(tx: Executor, gameId: string, items: ChatPostData | ChatPostData[]) {
  const list = Array.isArray(items) ? items : [items];
  const event: TChatPostEvent | undefined = list[0]?.event;
  if (!event) return;
  const connections = await tx
    .select({ id: chatConnections.id })
    .from(chatConnections)
    .where(
      and(
        eq(chatConnections.gameId, gameId),
        eq(chatConnections.status, 'active'),
        arrayContains(chatConnections.events, [event]),
      ),
    );
  if (connections.length === 0) return;
  const jobs = connections.flatMap((c) =>
    list.map((data) => {
      const postId = uuidv7();
      const payload: ChatPostJob = { postId, connectionId: c.id, gameId, data, attempt: 1 };
      return { key: `${postId}:1`, payload };
    }),
  );
  await enqueueJobs(tx, CHAT_POST_JOB, jobs);
}
