import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { apiClients } from '../db/schema/index.ts';
import { sha256 } from '../lib/secrets.ts';

/** The web app's own public client pair comes from configuration; keep its stored hash in step. */
export async function ensureApiClient(db: Db, opts: { key: string; secret: string; name: string }) {
  const secretHash = sha256(opts.secret);
  const [existing] = await db.select().from(apiClients).where(eq(apiClients.key, opts.key));
  if (!existing) {
    await db.insert(apiClients).values({ key: opts.key, secretHash, name: opts.name });
  } else if (existing.secretHash !== secretHash || existing.revokedAt) {
    await db.update(apiClients).set({ secretHash, revokedAt: null }).where(eq(apiClients.id, existing.id));
  }
}
