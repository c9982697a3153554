import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps } from './columns.ts';

/**
 * The durable job scheduler's queue (apps/server/src/jobs, decision 0013). A row is one run of a
 * named job: `queued` until `run_at`, `running` while a process holds its lease (`locked_by` until
 * `locked_until`, renewed by that process's heartbeat), then `done` or `failed`. A recurring job
 * is one row (key `every`) that goes back to `queued` after each run. `(name, key)` is unique:
 * enqueueing a key twice is a no-op.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    name: text('name').notNull(),
    key: text('key'),
    payload: jsonb('payload').$type<unknown>().notNull().default(sql`'{}'::jsonb`),
    state: text('state', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedBy: uuid('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    unique('jobs_name_key_unique').on(t.name, t.key),
    index('jobs_due_idx').on(t.state, t.runAt),
    index('jobs_lease_idx').on(t.state, t.lockedUntil),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Stored bytes (lib/storage.ts, database driver): with a PostgreSQL server and no S3-compatible
 * store configured, every process reads the files any process wrote. The `files` row that points
 * at a key carries the company. An object is one row per part of at most 1 MiB (`part` from 0), so
 * neither writing nor reading one holds it whole in memory.
 */
export const storedObjects = pgTable(
  'stored_objects',
  {
    key: text('key').notNull(),
    part: integer('part').notNull().default(0),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.key, t.part] })],
);
