import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { writeInTransaction } from '../../lib/route-kit.ts';
import { answerInEvenTime } from './even-time.ts';
import { hashNewPassword } from './service.ts';

/**
 * How a public form that creates an account (register, onboarding, joining by link) is answered:
 * the password is hashed before the transaction, the answer leaves in even time whatever happened,
 * and the same form sent a moment ago in parallel (a unique violation) gets the answer the first
 * one got, since that one did the work and mailed the address.
 */
export async function answerSignUp<B extends { email: string; password: string }, T>(
  app: FastifyInstance,
  body: B,
  write: (tx: Tx, passwordHash: string) => Promise<T>,
  duplicate: (email: string) => T,
): Promise<T> {
  const passwordHash = await hashNewPassword(body.password);
  return answerInEvenTime(() =>
    writeInTransaction(app, (tx) => write(tx, passwordHash)).catch((err: unknown) => {
      if (isUniqueViolation(err)) return duplicate(body.email);
      throw err;
    }),
  );
}
