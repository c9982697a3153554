import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API server answers the API and the runtime configuration (`/app-config.js`).
// RALLY_API_URL points the dev server at another one (several developers on one machine).
const apiServer = process.env.RALLY_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    rolldownOptions: {
      output: {
        // What every screen needs, /login included: the libraries the entry itself imports, in
        // one long-cached chunk. Only those (`$initial`): what only signed-in screens use of a
        // library (CASL, zod's full API, most Mantine components) loads with those screens.
        // The app's own entry code stays one chunk too, instead of small pieces (session, paths)
        // split off because lazy screens import them as well.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'] },
            { name: 'index', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/app-config.js': apiServer,
    },
  },
});
