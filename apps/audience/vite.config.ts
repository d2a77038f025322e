import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The audience app is served on its own origin (AUDIENCE_PORT); in dev, /config.js comes from it.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5174,
    proxy: { '/config.js': 'http://localhost:3001' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // Phones load the join page on mobile data. Core's modules only declare schemas, constants
      // and pure rules, so the ones the app does not use (zod schemas above all) can be dropped.
      treeshake: {
        moduleSideEffects: [{ test: /packages[\\/]core[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
