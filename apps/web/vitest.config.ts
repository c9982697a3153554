import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { translationCopies } from './vite.config.ts';
import { wordsPlugin } from './words.ts';

export default defineProject({
  // The translations load as the built app loads them (lib/i18n.ts, ADR 0019).
  plugins: [react(), translationCopies, wordsPlugin()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // See the root config for why every core.
    maxWorkers: '100%',
    // Whole-app tests load screens lazily; with every file running in parallel that takes a while.
    testTimeout: 15_000,
  },
});
