import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new versioned SQL migration into ./drizzle after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
