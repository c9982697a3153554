import { ZErrorResponse } from '@rally/contracts/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Tx } from '../db/client.ts';
import type { Scope } from '../lib/scope.ts';
import { scopeOf } from '../plugins/access.ts';

/**
 * What the routes of a game and its content (activities, KPIs and their targets, teams, charities)
 * declare alike: who may call them, their error answers, their parameters, how they write.
 */
export const readGame = { access: ['read', 'Game'] } as const;
export const manageGame = { access: ['manage', 'Game'] } as const;

const E = ZErrorResponse;
export const errors = { 400: E, 401: E, 403: E, 404: E };
/** A write may also conflict: a started game's content is locked, names are unique. */
export const writeErrors = { ...errors, 409: E };

export const idParams = z.object({ id: z.uuid() });
/** A page number in a path (`/.../:page`), from 1. */
export const ZPageParam = z.coerce.number().int().min(1).max(100_000);

/** Runs a write in one transaction as the caller: the route owns the transaction (db/client.ts). */
export function writeAsCaller<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  write: (context: { tx: Tx; scope: Scope }) => Promise<T>,
): Promise<T> {
  const scope = scopeOf(request);
  return app.db.transaction((tx) => write({ tx, scope }));
}
