import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** In development the API server (port 3000) answers /api and the runtime /config.js. */
const API_SERVER = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_SERVER, changeOrigin: true },
      '/config.js': { target: API_SERVER, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: API_SERVER, changeOrigin: true },
      '/config.js': { target: API_SERVER, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      // Core's modules only declare schemas, constants and pure rules: the ones a chunk does not
      // use (zod schemas above all) can be dropped from it, which keeps zod out of the first render.
      treeshake: {
        moduleSideEffects: [{ test: /packages[\\/]core[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
