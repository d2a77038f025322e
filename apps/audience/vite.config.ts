import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The audience app is served on its own origin (AUDIENCE_PORT); in dev, /config.js comes from it.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5174,
    proxy: { '/config.js': 'http://localhost:3001' },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
