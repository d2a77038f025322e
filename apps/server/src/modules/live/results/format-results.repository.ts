import { sql, type SQL } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { selectRows } from '../../../db/sql-rows';

/** How many typed answers a results message lists. */
const TEXTS_SHOWN = 30;
/** How many distinct numbers a results message lists (the big screen bins them). */
const NUMBERS_SHOWN = 2_000;

/**
 * Aggregates of the answer formats that store a value (answers.value): one statement each, read
 * with the answers' (slide, run) index, never a row per answer into the server.
 */
export function createFormatResultsRepository(db: TDatabase) {
  const rows = <T>(query: SQL): Promise<T[]> => selectRows<T>(db, query);
  const of = (runId: string, slideId: string) =>
    sql`a.slide_id = ${slideId}::uuid AND a.run_id = ${runId}::uuid`;

  return {
    /** Answers and right answers of a slide in a run. */
    async totals(runId: string, slideId: string) {
      const [row] = await rows<{ n: number | string; right: number | string }>(sql`
        SELECT count(*) AS n, count(*) FILTER (WHERE a.correct) AS right
        FROM answers a WHERE ${of(runId, slideId)}`);
      return { total: Number(row?.n ?? 0), correct: Number(row?.right ?? 0) };
    },

    /** Several options chosen: how often each option was among them. */
    async countChosen(runId: string, slideId: string): Promise<Map<string, number>> {
      const found = await rows<{ id: string; n: number | string }>(sql`
        SELECT e.id, count(*) AS n
        FROM answers a, jsonb_array_elements_text(a.value->'optionIds') AS e(id)
        WHERE ${of(runId, slideId)} GROUP BY e.id`);
      return new Map(found.map((r) => [r.id, Number(r.n)]));
    },

    /** Typed answers grouped by their comparison key, most given first, as first typed. */
    async topTexts(runId: string, slideId: string, limit = TEXTS_SHOWN) {
      const found = await rows<{ text: string; n: number | string; correct: boolean }>(sql`
        SELECT min(a.value->>'text') AS text, count(*) AS n, bool_or(a.correct) AS correct
        FROM answers a WHERE ${of(runId, slideId)}
        GROUP BY a.value->>'key' ORDER BY n DESC, text LIMIT ${limit}`);
      return found.map((r) => ({ text: r.text, count: Number(r.n), correct: r.correct }));
    },

    /** Numbers given: each value with its count (ascending), their mean and median. */
    async numbers(runId: string, slideId: string, limit = NUMBERS_SHOWN) {
      const values = await rows<{ v: number | string; n: number | string }>(sql`
        SELECT (a.value->>'number')::float8 AS v, count(*) AS n
        FROM answers a WHERE ${of(runId, slideId)} GROUP BY v ORDER BY v LIMIT ${limit}`);
      const [stats] = await rows<{ average: number | null; median: number | null }>(sql`
        SELECT avg((a.value->>'number')::float8) AS average,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY (a.value->>'number')::float8) AS median
        FROM answers a WHERE ${of(runId, slideId)}`);
      const num = (x: number | string | null | undefined) => (x == null ? null : Number(x));
      return {
        numbers: values.map((r) => ({ value: Number(r.v), count: Number(r.n) })),
        average: num(stats?.average),
        median: num(stats?.median),
      };
    },

    /** Ratings per statement: rows of (statement, rating or null for a skip, count). */
    async ratings(runId: string, slideId: string) {
      const found = await rows<{ id: string; rating: string | null; n: number | string }>(sql`
        SELECT r.key AS id, r.value AS rating, count(*) AS n
        FROM answers a, jsonb_each_text(a.value->'ratings') AS r
        WHERE ${of(runId, slideId)} GROUP BY r.key, r.value`);
      return found.map((r) => ({
        optionId: r.id,
        rating: r.rating === null ? null : Number(r.rating),
        count: Number(r.n),
      }));
    },

    /** Ranking: each item's average position (1 = first). */
    async averagePositions(runId: string, slideId: string): Promise<Map<string, number>> {
      const found = await rows<{ id: string; position: number | string }>(sql`
        SELECT e.id, avg(e.position) AS position
        FROM answers a, jsonb_array_elements_text(a.value->'order') WITH ORDINALITY AS e(id, position)
        WHERE ${of(runId, slideId)} GROUP BY e.id`);
      return new Map(found.map((r) => [r.id, Number(r.position)]));
    },
  };
}

export type TFormatResultsRepository = ReturnType<typeof createFormatResultsRepository>;
