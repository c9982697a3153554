import type { Logger } from 'pino';
import { buildApp } from './app.ts';
import { createHousekeeping } from './areas/auth/housekeeping.ts';
import { createGameNoticeCheck } from './areas/games/notices.ts';
import { type Config, ConfigError, DEFAULT_DEMO_PASSWORD, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { ensureApiClient } from './db/seed/api-client.ts';
import { seedDemo } from './db/seed/demo.ts';

/** Start: config, database, migrations, seed, listen; on SIGTERM/SIGINT close gracefully. */
async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const database = await openDatabase(config);
  await database.migrate();
  await ensureApiClient(database.db, {
    key: config.publicApiKey,
    secret: config.publicApiSecret,
    name: 'Rally web app',
  });
  const app = await buildApp({ config, database });
  if (config.seedDemo) {
    const seeded = await seedDemo(database.db, { password: config.demoPassword });
    if (seeded) printDemoAccounts(seeded, config);
  }
  app.mailer.start();
  const housekeeping = createHousekeeping({ db: database.db, log: app.log as unknown as Logger });
  housekeeping.start();
  const gameNotices = createGameNoticeCheck({ db: database.db, log: app.log as unknown as Logger });
  gameNotices.start();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await housekeeping.stop();
    await gameNotices.stop();
    await app.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: database.kind, url: config.appUrl }, 'Rally is running');
}

/** The sign-in for each role. The default demo password is public (README); a chosen one is not echoed. */
function printDemoAccounts(
  seeded: { accounts: { role: string; email: string }[]; leaderboardPath: string },
  config: Config,
) {
  const lines = seeded.accounts.map((a) => `  ${a.role.padEnd(14)} ${a.email}`);
  const password =
    config.demoPassword === DEFAULT_DEMO_PASSWORD ? config.demoPassword : 'the DEMO_PASSWORD you set';
  console.log(
    `\nRally demo accounts, password: ${password}\n${lines.join('\n')}\nOpen ${config.appUrl}\n` +
      `Public leaderboard of the demo game (no sign-in): ${config.appUrl}${seeded.leaderboardPath}\n`,
  );
}

await main();
