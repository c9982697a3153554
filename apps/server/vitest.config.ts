import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The files that record the server's routes through a mocked Fastify (`test/authorization/routes.ts`):
 * the mock must reach a fresh import of the app, so these run isolated (`vitest.routes.config.ts`).
 */
export const ROUTE_RECORDING = ['test/authorization-matrix.test.ts', 'test/bad-input-*.test.ts'];

/** What both server projects share. */
export const SERVER_TEST: TestProjectInlineConfiguration['test'] = {
  environment: 'node',
  // One migrated embedded database per run, copied for each file (test/global-setup.ts).
  globalSetup: ['test/global-setup.ts'],
  // Each file has its own database, so files run side by side; see the root config for why every core.
  maxWorkers: '100%',
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineProject({
  test: {
    ...SERVER_TEST,
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    exclude: ROUTE_RECORDING,
    // Not isolated: a worker imports the app once for all its files, not once per file (about 4 s
    // each: a PostgreSQL run took 680 s isolated, 360 s not). Each file still builds its own app on
    // its own database; files run in any order (checked with --sequence.shuffle.files).
    isolate: false,
  },
});
