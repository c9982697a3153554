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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
