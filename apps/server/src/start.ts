import { scoreUnscoredPlayers } from './areas/scores/engine.ts';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { withSharedSecrets } from './db/shared-secrets.ts';
import { ensureApiClient } from './seed/api-client.ts';
import { seedDemo } from './seed/demo.ts';
import { seedTemplates } from './seed/templates.ts';

/**
 * What a process does before it serves: migrate, settle the shared secrets, keep the web app's
 * client row in step and seed an empty database. Any number of processes may run it at once on one
 * PostgreSQL server: the steps after the migration run under one advisory lock, so exactly one
 * process seeds and the others find the data there.
 */
export async function prepareDatabase(loaded: Config): Promise<{
  config: Config;
  database: Database;
  seeded: Awaited<ReturnType<typeof seedDemo>>;
}> {
  const database = await openDatabase(loaded);
  try {
    await database.migrate();
    return await database.exclusive(async () => {
      const config = await withSharedSecrets(loaded, database.db);
      await ensureApiClient(database.db, {
        key: config.publicApiKey,
        secret: config.publicApiSecret,
        name: 'Rally web app',
      });
      const seeded = config.seedDemo ? await seedDemo(database.db, { password: config.demoPassword }) : null;
      // The global templates (ADR 0020) are the product's own content, not demo data: every
      // database gets the missing ones (public onboarding starts a trial game from one).
      await database.db.transaction((tx) => seedTemplates(tx));
      await database.db.transaction((tx) => scoreUnscoredPlayers(tx));
      return { config, database, seeded };
    });
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
}
