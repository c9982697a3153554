import pino from 'pino';
import { buildApp } from './app.ts';
import { type Config, ConfigError, DEFAULT_DEMO_PASSWORD, loadConfig } from './config.ts';
import { safeErrorMessage } from './db/errors.ts';
import { prepareDatabase } from './start.ts';

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
  const prepared = await prepareDatabase(config);
  config = prepared.config;
  const { database } = prepared;
  // Log lines are written in the background (pino flushes what is left when the process exits):
  // a synchronous write per request took a twentieth of a signed-in request's time under load.
  // They go out in blocks of 4 KB, or at the latest every 100 ms: a write per few lines was still
  // a fortieth of it (decision 0018).
  const logStream = pino.destination({ sync: false, minLength: 4096, periodicFlush: 100 });
  const app = await buildApp({ config, database, recurring: true, logStream });
  if (prepared.seeded) printDemoAccounts(prepared.seeded, config);
  app.mailer.start();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A stop that hangs ends with 1 after 25 s: the requests in flight get their time on a busy
    // machine, and the process still ends itself within Kubernetes' 30 s before a kill.
    const force = setTimeout(() => process.exit(1), 25_000).unref();
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

// A failed start says what failed, never the statement's parameters (password hashes of the seed,
// secrets): Node's own report of an unhandled rejection would print them.
main().catch((err) => {
  console.error(`Rally could not start: ${safeErrorMessage(err)}`);
  process.exit(1);
});
