import { CHAT_PAUSE_AFTER, type TChatKind } from '@rally/contracts/chat-posts';
import type { Db, Executor } from '../../db/client.ts';
import { dbNowPlus } from '../../db/clock.ts';
import { enqueueJob, type Jobs } from '../../jobs/index.ts';
import { unseal } from '../../lib/sealed.ts';
import { languageOf } from '../../mail/templates.ts';
import { notifyEach } from '../notifications/service.ts';
import { rulesOf, shownName, showsIndividuals } from '../scores/privacy.ts';
import type { AddressPolicy } from '../webhooks/address.ts';
import { type Attempt, postWebhook } from '../webhooks/send.ts';
import { dailyTop } from './daily.ts';
import { CHAT_POST_JOB, type ChatPostJob } from './events.ts';
import { type ChatPost, chatBody, escapeSlack, escapeTeams, fill } from './format.ts';
import { CHAT_TEXTS } from './messages.ts';
import * as q from './queries.ts';

/** Sealed connection URLs use their own key (lib/sealed.ts `purpose`). */
export const URL_PURPOSE = 'chat-post-url';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
/**
 * Waits after each failed attempt: 6 attempts over about 2 h 36 min. News a day late is no news, so
 * chat posts give up far sooner than signed webhooks (3 days); each attempt is a job of its own.
 */
export const RETRY_DELAYS_MS = [10 * SECOND, MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * 60 * MINUTE];
/** A `Retry-After` is honoured up to this (Slack asks for seconds to minutes). */
const MAX_RETRY_AFTER_MS = 60 * MINUTE;

/** The wait before attempt `attempt + 1`, or null when there is none left. */
export function nextDelayMs(attempt: number, retryAfterMs?: number): number | null {
  const scheduled = RETRY_DELAYS_MS[attempt - 1];
  if (scheduled === undefined) return null;
  return Math.max(scheduled, Math.min(retryAfterMs ?? 0, MAX_RETRY_AFTER_MS));
}

type Verdict = { ok: boolean; retry: boolean; counts: boolean; retryAfterMs?: number };

/**
 * 2xx posted. 429 (too many posts) and 5xx or no answer are tried again; 429 does not count towards
 * pausing, since the channel works. Any other answer (404 or 410: the webhook was removed, 403: it
 * was revoked) or a refused address will not get better by retrying: it counts and is dropped.
 */
export function verdictOf(attempt: Attempt): Verdict {
  if (attempt.kind === 'refused') return { ok: false, retry: false, counts: true };
  if (attempt.kind === 'failed') return { ok: false, retry: true, counts: true };
  const { status } = attempt;
  if (status >= 200 && status < 300) return { ok: true, retry: false, counts: false };
  const retryAfter = attempt.retryAfterMs !== undefined ? { retryAfterMs: attempt.retryAfterMs } : {};
  if (status === 429) return { ok: false, retry: true, counts: false, ...retryAfter };
  return { ok: false, retry: status >= 500, counts: true, ...retryAfter };
}

/** The post in the company's language, values escaped for the chat; undefined when its subject is gone. */
async function compose(
  db: Db,
  kind: TChatKind,
  found: NonNullable<Awaited<ReturnType<typeof q.connectionToSend>>>,
  job: ChatPostJob,
): Promise<ChatPost | undefined> {
  const texts = CHAT_TEXTS[languageOf(found.language)];
  const esc = kind === 'slack' ? escapeSlack : escapeTeams;
  // Slack shows a header as plain text: escaping it would show the entities.
  const title = (text: string, values: Record<string, string>) =>
    fill(text, values, kind === 'slack' ? (s) => s : escapeTeams);
  const { data } = job;
  if (data.event === 'round.results') {
    const values = { game: data.game, round: data.round, winners: data.winners ?? '' };
    const text = data.winners === null ? texts.roundNoPoints : texts.roundWinners;
    return { title: title(texts.roundTitle, values), text: fill(text, values, esc) };
  }
  if (data.event === 'game.started' || data.event === 'game.finished') {
    const values = { game: data.game };
    const [head, text] =
      data.event === 'game.started'
        ? [texts.startedTitle, texts.started]
        : [texts.finishedTitle, texts.finished];
    return { title: title(head, values), text: fill(text, values, esc) };
  }
  if (data.event === 'daily.leaderboard') {
    const top = await dailyTop(db, { id: found.connection.gameId, rules: found.rules });
    const values = { game: found.game };
    if (top.length === 0)
      return { title: title(texts.dailyTitle, values), text: fill(texts.dailyEmpty, values, esc) };
    const points = new Intl.NumberFormat(languageOf(found.language), { maximumFractionDigits: 2 });
    // One line per place: "1. Ada Lovelace: 120 points"; names are escaped, our words are not.
    const lines = top.map((p) =>
      fill(texts.dailyLine, { rank: String(p.rank), name: p.name, points: points.format(p.points) }, esc),
    );
    return { title: title(texts.dailyTitle, values), text: lines.join('\n') };
  }
  const earned = await q.badgeEarned(db, data.badgeId, data.userId);
  if (!earned) return undefined;
  const rules = rulesOf(found);
  // As the game's privacy lets everyone see: the name (or initials) only where individuals are shown.
  const player = showsIndividuals(rules) ? shownName(earned.fullName, rules) : null;
  const values = { game: found.game, badge: earned.name ?? texts.kinds[earned.kind], player: player ?? '' };
  const text = player === null ? texts.badgeAnonymous : texts.badgeNamed;
  return { title: title(texts.badgeTitle, values), text: fill(text, values, esc) };
}

/** Tells whoever can act on it that the game's connection was paused: who added it, else the company admins. */
async function tellPaused(tx: Executor, row: q.ConnectionRow, game: string) {
  const to = row.createdBy ? [row.createdBy] : (await q.companyAdmins(tx, row.companyId)).map((u) => u.id);
  await notifyEach(tx, to, {
    companyId: row.companyId,
    type: 'chatPostsPaused',
    // The product's own name, as the organiser knows it.
    params: { game, kind: row.kind === 'slack' ? 'Slack' : 'Microsoft Teams' },
    link: `/games/game-view/${row.gameId}?section=setup`,
  });
}

/**
 * One attempt of one chat post (a `chat-posts.send` job): composed and posted outside any
 * transaction through the webhooks' guarded sender (no private addresses, after DNS, no redirects),
 * then the outcome recorded and the next attempt queued in one transaction. A paused or deleted
 * connection drops its posts. At least once: a job run again after a crash may post twice.
 */
export function defineChatPostJob(deps: { jobs: Jobs; serverSecret: string; policy: AddressPolicy }) {
  deps.jobs.define<ChatPostJob>(CHAT_POST_JOB, async ({ payload, db, log, signal }) => {
    const found = await q.connectionToSend(db, payload.connectionId);
    if (found?.connection.status !== 'active') return;
    const { connection } = found;
    const kind = connection.kind as TChatKind;
    const post = await compose(db, kind, found, payload);
    if (!post) return;
    const url = unseal(deps.serverSecret, URL_PURPOSE, connection.urlSealed);
    const verdict = verdictOf(
      await postWebhook({
        url,
        body: chatBody(kind, post),
        policy: deps.policy,
        headers: { 'content-type': 'application/json', 'user-agent': 'Rally-Chat/1' },
        ...(signal ? { signal } : {}),
      }),
    );
    await db.transaction(async (tx) => {
      if (verdict.ok) return q.recordSuccess(tx, connection.id);
      if (verdict.counts) {
        const paused = await q.recordFailure(tx, connection.id, CHAT_PAUSE_AFTER);
        if (paused) return tellPaused(tx, paused, found.game);
      }
      const delay = verdict.retry ? nextDelayMs(payload.attempt, verdict.retryAfterMs) : null;
      if (delay === null) return;
      const next = payload.attempt + 1;
      await enqueueJob(tx, {
        name: CHAT_POST_JOB,
        key: `${payload.postId}:${next}`,
        runAt: dbNowPlus(delay),
        payload: { ...payload, attempt: next } satisfies ChatPostJob,
      });
    });
    // The URL is a credential: logs name the connection, never the URL.
    log.info({ connectionId: connection.id, attempt: payload.attempt, ok: verdict.ok }, 'chat post attempt');
  });
}
