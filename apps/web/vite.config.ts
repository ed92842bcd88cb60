import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './precompress.ts';

// In development the API runs separately; in production the server serves dist/ itself.
export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
      '/collab': { target: 'ws://localhost:3000', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      // The shared packages only declare constants, schemas and pure functions. Saying so lets the
      // bundler drop the modules a chunk does not use: the shell needs MESSAGES and the search
      // constants, not every contract of the API.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/[\\/]packages[\\/](contracts|domain)[\\/]src[\\/]/.test(id),
      },
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across deploys.
        // Only libraries every page needs are grouped; a group is loaded whole wherever any of it
        // is used, so grouping page-only libraries (forms, dialogs, virtual lists) would pull them
        // into the first load. Those split naturally with the pages that import them.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // Loaded with the first page that has a form or a schema, not in the first load: the
            // shell reads only the zod-free contracts modules. Its `new Function` probe is turned
            // off by the entry chunk before (app/zod-jitless.ts).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            {
              name: 'tanstack',
              test: /node_modules[\\/]@tanstack[\\/](react-router|router-core|react-query|query-core|history|store|react-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
