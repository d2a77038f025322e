import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';

// The audience app is served on its own origin (AUDIENCE_PORT); in dev, /config.js comes from it.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(
          new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url),
        ),
      },
    ],
  },
  server: {
    port: 5174,
    proxy: { '/config.js': 'http://localhost:3001' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The page is two chunks and app/preload.ts starts the second one itself: Vite's preload
    // helper and modulepreload polyfill would add about a quarter of a kilobyte gzipped to every phone for nothing.
    modulePreload: false,
    rolldownOptions: {
      // Phones load the join page on mobile data. Core's modules only declare schemas, constants
      // and pure rules, so the ones the app does not use (zod schemas above all) can be dropped.
      treeshake: {
        moduleSideEffects: [{ test: /packages[\\/]core[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
