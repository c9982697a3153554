import { defineProject } from 'vitest/config';
import { ROUTE_RECORDING, SERVER_TEST } from './vitest.config.ts';

/** The route-recording files, each in a module graph of its own (the default isolation). */
export default defineProject({
  test: { ...SERVER_TEST, name: 'server-routes', include: ROUTE_RECORDING },
});
