import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { safeError } from '../src/logger.ts';

describe('error logging', () => {
  it("keeps a failed statement's parameters and failing row out of the log", () => {
    const driverError = Object.assign(new Error('duplicate key value violates unique constraint "x"'), {
      code: '23505',
      detail: 'Key (token_hash)=(secret-hash-value) already exists.',
    });
    const err = new DrizzleQueryError(
      'insert into "password_links" ("token_hash") values ($1)',
      ['secret-hash-value'],
      driverError,
    );
    const logged = JSON.stringify(safeError(err));
    expect(logged).not.toContain('secret-hash-value');
    expect(logged).toContain('23505: duplicate key value violates unique constraint');
    expect(logged).toContain('insert into \\"password_links\\"');
  });

  it('logs any other error as pino would', () => {
    const logged = safeError(new Error('boom')) as { message: string; stack: string; type: string };
    expect(logged).toMatchObject({ message: 'boom', type: 'Error' });
    expect(logged.stack).toContain('boom');
  });
});
