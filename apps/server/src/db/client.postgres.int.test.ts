import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';

describe('database connection', () => {
  // PostgreSQL only (vitest.config.ts): PGlite has no server connections to drop.
  it('survives PostgreSQL dropping its idle connections', async () => {
    const handle = await openTestDatabase();
    try {
      await handle.db.execute(sql`select 1`);
      const { rows } = (await handle.db.execute(sql`select current_database() as name`)) as {
        rows: { name: string }[];
      };
      const admin = new pg.Client({
        connectionString: process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test',
      });
      await admin.connect();
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [rows[0]?.name],
      );
      await admin.end();
      await new Promise((r) => setTimeout(r, 200));
      const again = (await handle.db.execute(sql`select 2 as two`)) as { rows: { two: number }[] };
      expect(again.rows[0]?.two).toBe(2);
    } finally {
      await handle.close();
    }
  });
});
