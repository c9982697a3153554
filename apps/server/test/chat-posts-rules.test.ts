import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dailyDue } from '../src/areas/chat-posts/daily.ts';
import { nextDelayMs, RETRY_DELAYS_MS, verdictOf } from '../src/areas/chat-posts/deliver.ts';
import { escapeSlack, escapeTeams, fill } from '../src/areas/chat-posts/format.ts';
import { localNow } from '../src/areas/reminders/clock.ts';

/** The rules of chat posts that have many paths (decision 0034). */
describe('chat post text', () => {
  it('leaves no Slack control character raw, and reads back as typed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (typed) => {
        const escaped = escapeSlack(typed);
        expect(escaped).not.toMatch(/[<>]|&(?!amp;|lt;|gt;)/);
        const read = escaped.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
        expect(read).toBe(typed);
      }),
    );
  });

  it('leaves no Teams markdown character unescaped', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (typed) => {
        const escaped = escapeTeams(typed);
        // Every markup character is preceded by a backslash; angle brackets are entities.
        expect(escaped.replace(/\\[\\`*_~[\]()#+\-!|{}]/g, '')).not.toMatch(/[\\`*_~[\]()#+\-!|{}<>]/);
      }),
    );
  });

  it('fills only the values, escaped, never the text around them', () => {
    expect(fill('{{a}} & {{b}}', { a: '<!here>', b: '*x*' }, escapeSlack)).toBe('&lt;!here&gt; & *x*');
  });
});

describe('chat post retries', () => {
  it('waits at least the schedule, a longer Retry-After up to an hour, and stops after the schedule', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.option(fc.integer({ min: 0, max: 86_400_000 }), { nil: undefined }),
        (attempt, retryAfter) => {
          const scheduled = RETRY_DELAYS_MS[attempt - 1];
          const delay = nextDelayMs(attempt, retryAfter);
          if (scheduled === undefined) expect(delay).toBeNull();
          else expect(delay).toBe(Math.max(scheduled, Math.min(retryAfter ?? 0, 3_600_000)));
        },
      ),
    );
  });

  it('retries 429, 5xx and no answer; counts every failure but 429 towards pausing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), (status) => {
        const v = verdictOf({ kind: 'answer', status, excerpt: '', retryAfterMs: undefined });
        const ok = status >= 200 && status < 300;
        expect(v).toMatchObject({
          ok,
          retry: status === 429 || status >= 500,
          counts: !ok && status !== 429,
        });
      }),
    );
    expect(verdictOf({ kind: 'failed', reason: 'timeout' })).toMatchObject({ retry: true, counts: true });
    expect(verdictOf({ kind: 'refused', reason: 'private' })).toMatchObject({ retry: false, counts: true });
  });
});

describe('daily leaderboard hour (property)', () => {
  const zones = ['America/New_York', 'Europe/Paris', 'Australia/Lord_Howe', 'Asia/Kolkata', 'UTC'];
  it('is due in one unbroken stretch of every local day, from the chosen wall-clock time, DST days too', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        // Days around both 2026 DST changes of each hemisphere, and ordinary days.
        fc.constantFrom(
          '2026-03-08',
          '2026-03-29',
          '2026-04-05',
          '2026-10-04',
          '2026-10-25',
          '2026-11-01',
          '2026-06-15',
        ),
        fc.integer({ min: 0, max: 23 * 60 + 59 }),
        (zone, day, minute) => {
          const dailyAt = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
          const from = Date.parse(`${day}T00:00:00Z`) - 15 * 3_600_000;
          const due: number[] = [];
          for (let m = 0; m < 54 * 60; m += 1) {
            const at = from + m * 60_000;
            const local = localNow(zone, new Date(at));
            if (local.day === day && dailyDue(local.minutes, dailyAt)) due.push(at);
          }
          // Never skipped (a spring-forward night posts when the clock has passed the hour) …
          expect(due.length).toBeGreaterThan(0);
          const first = localNow(zone, new Date(due[0] ?? 0));
          expect(first.minutes).toBeGreaterThanOrEqual(minute);
          // … and never before the hour: every due minute reads at or after it on the wall clock.
          for (const at of due) expect(localNow(zone, new Date(at)).minutes).toBeGreaterThanOrEqual(minute);
        },
      ),
      // 02:00 on New York's spring-forward day does not exist: the clock goes from 01:59 to 03:00.
      { numRuns: 60, examples: [['America/New_York', '2026-03-08', 120]] },
    );
  });
});
