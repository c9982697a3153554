import { defineConfig } from 'vitest/config';

// One runner for the unit and integration tests of every workspace (e2e runs in Playwright).
export default defineConfig({
  test: {
    // Vitest's default leaves one core free (availableParallelism - 1): on a two-core machine, one
    // file at a time. The test files wait on the database and timers as much as they compute, so
    // every core runs one. Vitest reads this per project, so each project's config says it too
    // (set only here, it reached none of them: measured with two cores, one worker).
    maxWorkers: '100%',
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
  },
});
