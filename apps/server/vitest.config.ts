import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    // One migrated embedded database per run, copied for each file (test/global-setup.ts).
    globalSetup: ['test/global-setup.ts'],
    // Each file has its own database, so files run side by side; see the root config for why every core.
    maxWorkers: '100%',
    // Not isolated: a worker imports the app once for all its files, not once per file (about 4 s
    // each: a PostgreSQL run took 680 s isolated, 360 s not). Each file still builds its own app on
    // its own database, and files pass in any order (checked with --sequence.shuffle.files). So no
    // file mocks a module the app imports: the mock would miss an app another file imported first.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
