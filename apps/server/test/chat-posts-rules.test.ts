import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextDelayMs, RETRY_DELAYS_MS, verdictOf } from '../src/areas/chat-posts/deliver.ts';
import { escapeSlack, escapeTeams, fill } from '../src/areas/chat-posts/format.ts';

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
