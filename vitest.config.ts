import { defineConfig } from 'vitest/config';

// One runner for the unit and integration tests of every workspace (e2e runs in Playwright).
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
  },
});
