import { eq } from 'drizzle-orm';
import { type Config, newSecret, type SharedSecretName, vapidKeysOf } from '../config.ts';
import type { Db } from './client.ts';
import { platformSecrets } from './schema/index.ts';

/**
 * The secret every process shares: the first to ask writes a random one (a conflict means another
 * process was first), then everyone reads the stored value, so processes starting at once agree.
 */
async function sharedSecret(db: Db, name: SharedSecretName): Promise<string> {
  const value = newSecret[name]();
  await db.insert(platformSecrets).values({ name, value }).onConflictDoNothing();
  const [row] = await db.select().from(platformSecrets).where(eq(platformSecrets.name, name));
  if (!row) throw new Error(`shared secret ${name} missing after insert`);
  return row.value;
}

/** The configuration with the secrets it leaves to the database filled in (config.ts, `sharedSecrets`). */
export async function withSharedSecrets(config: Config, db: Db): Promise<Config> {
  const filled = { ...config, sharedSecrets: [] };
  for (const name of config.sharedSecrets) {
    const value = await sharedSecret(db, name);
    if (name === 'jwt-secret') filled.jwtSecret = value;
    else if (name === 'public-api-secret') filled.publicApiSecret = value;
    else filled.push = { ...filled.push, ...vapidKeysOf(value) };
  }
  return filled;
}
