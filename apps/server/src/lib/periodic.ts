import type { Logger } from 'pino';

/**
 * Timed work of a server process: runs `job` at start and every `intervalMs`, logging what it did
 * or why it failed, never overlapping itself. Each job must be safe to run in several processes
 * at once (they claim their work in the database).
 */
export function runPeriodically(opts: {
  name: string;
  intervalMs: number;
  log: Logger;
  job: () => Promise<unknown>;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const run = () => {
    if (running) return running;
    running = opts
      .job()
      .then((result) => opts.log.info({ result }, `${opts.name} done`))
      .catch((err) => opts.log.error({ err }, `${opts.name} failed`))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  return {
    start() {
      if (timer) return;
      void run();
      timer = setInterval(run, opts.intervalMs).unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
