import pg from 'pg';

/**
 * What a LISTEN delivers: a notification's payload, or `null` after the connection was lost and
 * listening again: notifications sent while it was down are gone, so anything may have changed.
 */
export type Notification = (payload: string | null) => void;
export type Unlisten = () => Promise<void>;

const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5_000;

/**
 * LISTEN on a PostgreSQL server through one dedicated connection (a pooled one would be handed to
 * other queries and lose its LISTEN). When the server ends it (restart, failover), it connects
 * again with a growing pause and listens to every channel anew.
 */
export function createPgListener(url: string) {
  const handlers = new Map<string, Set<Notification>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let retryMs = RETRY_FIRST_MS;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const channelSql = (channel: string) => pg.escapeIdentifier(channel);
  const deliver = (channel: string, payload: string | null) => {
    for (const handler of handlers.get(channel) ?? []) handler(payload);
  };

  function lost(c: pg.Client) {
    if (client !== c) return;
    client = undefined;
    c.end().catch(() => {});
    if (!closed && handlers.size > 0) retry = setTimeout(reconnect, retryMs).unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  }

  async function open(): Promise<pg.Client> {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => deliver(msg.channel, msg.payload ?? ''));
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    await c.connect();
    for (const channel of handlers.keys()) await c.query(`LISTEN ${channelSql(channel)}`);
    client = c;
    retryMs = RETRY_FIRST_MS;
    return c;
  }

  function connected(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= open().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  async function reconnect() {
    retry = undefined;
    if (closed) return;
    try {
      await connected();
      for (const channel of handlers.keys()) deliver(channel, null);
    } catch {
      retry = setTimeout(reconnect, retryMs).unref();
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    }
  }

  // The connection runs one statement at a time: LISTENs and UNLISTENs of different subscribers
  // wait their turn (pg queued them anyway, and warns that pg 9 will refuse a second at once).
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(statement: () => Promise<T>): Promise<T> => {
    const run = turn.then(statement);
    turn = run.catch(() => {});
    return run;
  };

  return {
    async listen(channel: string, handler: Notification): Promise<Unlisten> {
      const known = handlers.get(channel);
      if (known) known.add(handler);
      else {
        handlers.set(channel, new Set([handler]));
        // LISTEN twice is harmless (`open` may have listened to it already).
        await inTurn(async () => (await connected()).query(`LISTEN ${channelSql(channel)}`));
      }
      return async () => {
        const set = handlers.get(channel);
        set?.delete(handler);
        if (set?.size === 0) {
          handlers.delete(channel);
          await inTurn(async () => client?.query(`UNLISTEN ${channelSql(channel)}`)).catch(() => {});
        }
      };
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      handlers.clear();
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    },
  };
}
