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
        // What every screen needs, /login included, in one long-cached chunk instead of a dozen
        // shared fragments whose split shifts as screens are added. Mantine components are left
        // out: each screen loads only the ones it uses.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|i18next|react-i18next|zod|@casl|@ucast|@mantine[\\/]core[\\/]esm[\\/]core)[\\/]/,
            },
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
