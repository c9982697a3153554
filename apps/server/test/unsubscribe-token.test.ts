import { MAIL_CATEGORIES } from '@rally/contracts/mail-preferences';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, unsubscribeToken } from '../src/mail/unsubscribe.ts';

const SECRET = 'a-secret-that-is-long-enough-for-tests-000';

/** The signed unsubscribe token (decision 0032): what it names comes back; anything else is refused. */
describe('unsubscribe tokens', () => {
  it('read back the user and category they were made for', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.constantFrom(...MAIL_CATEGORIES), (userId, category) => {
        expect(readUnsubscribeToken(SECRET, unsubscribeToken(SECRET, userId, category))).toEqual({
          userId,
          category,
        });
      }),
    );
  });

  it('refuse any change of one character, another secret, and any string at all, without throwing', () => {
    fc.assert(
      fc.property(
        fc.uuid(),
        fc.constantFrom(...MAIL_CATEGORIES),
        fc.nat(),
        fc.string({ minLength: 1, maxLength: 1 }),
        (userId, category, at, char) => {
          const token = unsubscribeToken(SECRET, userId, category);
          const i = at % token.length;
          const changed = token.slice(0, i) + char + token.slice(i + 1);
          if (changed !== token) expect(readUnsubscribeToken(SECRET, changed)).toBeNull();
          expect(readUnsubscribeToken(`${SECRET}x`, token)).toBeNull();
        },
      ),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        expect(readUnsubscribeToken(SECRET, s)).toBeNull();
      }),
    );
  });
});
