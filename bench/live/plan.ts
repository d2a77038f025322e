import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PLAN_AUDIENCE_LIMITS } from '@crowdeck/core';
import type { BenchApi } from './api';

/**
 * Gives the benchmark presenter the Pro plan (15,000 phones) straight in the database: billing is
 * not what is measured. A larger audience (the node-count series at 5,000 phones per node) takes
 * the Custom plan with that many places, as a contract would. PostgreSQL is updated live; PGlite
 * only while the server is stopped.
 */
export async function grantProPlan(
  target: { databaseUrl: string } | { dataDir: string },
  email: string,
  audience = PLAN_AUDIENCE_LIMITS['pro-monthly'] ?? 0,
): Promise<void> {
  const custom = audience > (PLAN_AUDIENCE_LIMITS['pro-monthly'] ?? 0);
  const sql = custom
    ? `UPDATE users SET plan = 'custom', audience_limit = ${Math.floor(audience)} WHERE email = $1`
    : `UPDATE users SET plan = 'pro-monthly' WHERE email = $1`;
  if ('databaseUrl' in target) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    await client.query(sql, [email]);
    await client.end();
    return;
  }
  const db = new PGlite(path.join(target.dataDir, 'pglite'));
  await db.query(sql, [email]);
  await db.close();
}

/** Registers `api` as a new account `bench-<name>-<time>@example.com` and grants it Pro. */
export async function registerProAccount(
  api: BenchApi,
  databaseUrl: string,
  name: string,
): Promise<void> {
  const email = `bench-${name}-${Date.now()}@example.com`;
  await api.register(email);
  await grantProPlan({ databaseUrl }, email);
}

/**
 * Creates a throw-away PostgreSQL database for one run and returns its URL and a drop function;
 * `baseUrl` is the server it is made on (BENCH_DATABASE_URL, else a local `test` database).
 */
export async function createBenchDatabase(
  baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `crowdeck_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Answer rows stored for one slide, and how many distinct phones they come from. */
export async function countStoredAnswers(
  databaseUrl: string,
  slideId: string,
): Promise<{ rows: number; phones: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ rows: number; phones: number }>(
      'SELECT count(*)::int AS rows, count(DISTINCT participant_id)::int AS phones FROM answers WHERE slide_id = $1',
      [slideId],
    );
    return result.rows[0] ?? { rows: 0, phones: 0 };
  } finally {
    await client.end();
  }
}
