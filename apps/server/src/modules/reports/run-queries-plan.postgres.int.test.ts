import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { TDatabase } from '../../db/client';
import * as schema from '../../db/schema';
import { createPostgresTestDatabase } from '../../test/test-database';
import { createRunsRepository } from '../live/data/runs.repository';
import { createReportsRepository } from './data/reports.repository';

/** A query as the driver ran it. */
interface TRanQuery {
  query: string;
  params: unknown[];
}

/** A node of PostgreSQL's JSON plan. */
interface TPlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: TPlanNode[];
}

const OTHER_RUNS = 50;
const PARTICIPANTS_PER_RUN = 40;
const SLIDES = 50;
const RESPONSE_TABLES = new Set(['answers', 'entries']);

let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
let pool: pg.Pool;
let db: TDatabase;
let ran: TRanQuery[] = [];
let presentationId = '';
let runId = '';

const nodesOf = (node: TPlanNode): TPlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The plan of each query `run` made that reads answers or entries. */
async function responsePlansOf(run: () => Promise<unknown>): Promise<TPlanNode[][]> {
  ran = [];
  await run();
  const plans: TPlanNode[][] = [];
  for (const { query, params } of ran) {
    const result = await pool.query<{ 'QUERY PLAN': { Plan: TPlanNode }[] }>(
      `EXPLAIN (FORMAT JSON) ${query}`,
      params,
    );
    const plan = result.rows[0]?.['QUERY PLAN'][0]?.Plan;
    if (!plan) throw new Error(`no plan for ${query}`);
    const nodes = nodesOf(plan);
    if (nodes.some((node) => RESPONSE_TABLES.has(node['Relation Name'] ?? ''))) plans.push(nodes);
  }
  return plans;
}

/**
 * Each query read answers and entries through the run index (an index or bitmap scan of it),
 * never by a sequential scan of every tenant's responses.
 */
function expectIndexed(plans: TPlanNode[][], tables: string[]): void {
  const nodes = plans.flat();
  const read = new Set(nodes.flatMap((node) => node['Relation Name'] ?? []));
  expect([...read].filter((table) => RESPONSE_TABLES.has(table)).sort()).toEqual(tables.sort());
  const sequential = nodes
    .filter((node) => node['Node Type'] === 'Seq Scan')
    .map((node) => node['Relation Name']);
  expect(sequential.filter((table) => RESPONSE_TABLES.has(table ?? ''))).toEqual([]);
  const indexes = new Set(nodes.flatMap((node) => node['Index Name'] ?? []));
  for (const table of tables) expect([...indexes]).toContain(`${table}_run_id_slide_id_idx`);
}

beforeAll(async () => {
  database = await createPostgresTestDatabase(inject('postgresTemplate'));
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
  // pool.end() resolves before its connections have closed, and the drop (WITH FORCE) that
  // follows may terminate one still closing: the pool emits that as an error, harmless here.
  pool.on('error', () => undefined);
  db = drizzle(pool, {
    schema,
    logger: { logQuery: (query, params) => ran.push({ query, params }) },
  });
  if (!inject('postgresTemplate')) throw new Error('the PostgreSQL template database is missing');
  // Another tenant's deck with 50 runs: 100,000 answers and 100,000 words.
  await db.execute(sql`
    WITH owner AS (
      INSERT INTO users (name, email, password_hash) VALUES ('Other', 'other@plan.test', 'x') RETURNING id
    ), deck AS (
      INSERT INTO presentations (owner_id, title, unique_code) SELECT id, 'Other', '11111111' FROM owner RETURNING id
    ), deck_runs AS (
      INSERT INTO runs (presentation_id) SELECT deck.id FROM deck, generate_series(1, ${OTHER_RUNS}) RETURNING id, presentation_id
    ), people AS (
      INSERT INTO participants (presentation_id, run_id, token_hash)
      SELECT r.presentation_id, r.id, md5(r.id::text || g) FROM deck_runs r, generate_series(1, ${PARTICIPANTS_PER_RUN}) g
      RETURNING id, presentation_id, run_id
    ), deck_slides AS (
      INSERT INTO slides (presentation_id, type, position, time_limit_sec, points, entries_per_participant)
      SELECT deck.id, 'poll', g, 30, 0, 1 FROM deck, generate_series(1, ${SLIDES}) g RETURNING id
    ), voted AS (
      INSERT INTO answers (participant_id, slide_id, run_id, request_id)
      SELECT p.id, s.id, p.run_id, gen_random_uuid() FROM people p, deck_slides s RETURNING 1
    )
    INSERT INTO entries (participant_id, slide_id, run_id, kind, text, raw, request_id)
    SELECT p.id, s.id, p.run_id, 'word', 'word', 'word', gen_random_uuid() FROM people p, deck_slides s
  `);
  // The deck whose run is read: one run with a few responses.
  const [mine] = (
    await pool.query<{ presentation_id: string; run_id: string }>(`
      WITH owner AS (
        INSERT INTO users (name, email, password_hash) VALUES ('Mine', 'mine@plan.test', 'x') RETURNING id
      ), deck AS (
        INSERT INTO presentations (owner_id, title, unique_code) SELECT id, 'Mine', '22222222' FROM owner RETURNING id
      ), deck_run AS (
        INSERT INTO runs (presentation_id) SELECT id FROM deck RETURNING id, presentation_id
      ), people AS (
        INSERT INTO participants (presentation_id, run_id, token_hash)
        SELECT presentation_id, id, md5(id::text || g) FROM deck_run, generate_series(1, 3) g
        RETURNING id, run_id
      ), deck_slide AS (
        INSERT INTO slides (presentation_id, type, position, time_limit_sec, points, entries_per_participant)
        SELECT id, 'poll', 0, 30, 0, 1 FROM deck RETURNING id
      ), voted AS (
        INSERT INTO answers (participant_id, slide_id, run_id, request_id)
        SELECT p.id, s.id, p.run_id, gen_random_uuid() FROM people p, deck_slide s RETURNING 1
      )
      SELECT presentation_id, id AS run_id FROM deck_run
    `)
  ).rows;
  presentationId = mine?.presentation_id ?? '';
  runId = mine?.run_id ?? '';
  await pool.query('ANALYZE');
}, 120_000);

afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

describe('queries of one run on PostgreSQL, beside 100,000 answers of other runs', () => {
  it('holds the responses it says', async () => {
    const counted = await pool.query<{ answers: number; entries: number }>(
      'SELECT (SELECT count(*) FROM answers)::int AS answers, (SELECT count(*) FROM entries)::int AS entries',
    );
    expect(counted.rows[0]).toEqual({ answers: 100_003, entries: 100_000 });
  });

  it('lists a deck’s runs with their counts through the run index', async () => {
    const reports = createReportsRepository(db);
    const plans = await responsePlansOf(async () => {
      const [row] = await reports.listRuns(presentationId);
      expect(row?.responseCount).toBe(3);
    });
    expectIndexed(plans, ['answers', 'entries']);
  });

  it('reads a run’s status through the run index', async () => {
    const runs = createRunsRepository(db);
    const plans = await responsePlansOf(async () => {
      expect((await runs.summary(runId))?.responseCount).toBe(3);
    });
    expectIndexed(plans, ['answers', 'entries']);
  });

  it('totals a run’s report through the run index', async () => {
    const reports = createReportsRepository(db);
    const plans = await responsePlansOf(async () => {
      const choices = await reports.listChoiceTotals(runId);
      expect(choices.reduce((sum, row) => sum + row.n, 0)).toBe(3);
      await reports.listChosenTotals(runId);
      expect(await reports.listEntryTotals(runId)).toEqual([]);
    });
    expectIndexed(plans, ['answers', 'entries']);
  });
});
