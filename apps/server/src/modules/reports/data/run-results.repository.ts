import { sql, type SQL } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import type { TFormatResultsRepository } from '../../live/results/format-results.repository';
import { selectRows } from '../../../db/sql-rows';

/** Rows of a raw statement (both drivers answer `{ rows }`). */

/** How many typed answers, and distinct numbers, a slide's results list (as the live results). */
const TEXTS_SHOWN = 30;
const NUMBERS_SHOWN = 2_000;

const num = (x: number | string | null | undefined) => (x == null ? null : Number(x));

/** Groups rows by their slide. */
function bySlide<T extends { slideId: string }>(rows: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(row.slideId, [...(map.get(row.slideId) ?? []), row]);
  return map;
}

/**
 * A run's results for every slide at once: one statement per kind of result (words, walls, each
 * answer format), whatever the number of slides, so a report of 20 slides reads as many rows
 * sets as one of 2. Each loader runs once, when first asked, and only for the kinds the deck has.
 * With `slideId`, the answers read are that slide's alone (a slide's image).
 */
export function createRunResultsRepository(db: TDatabase, runId: string, slideId?: string) {
  async function rows<T>(query: SQL): Promise<T[]> {
    return selectRows<T>(db, query);
  }
  const run = slideId
    ? sql`a.run_id = ${runId}::uuid AND a.slide_id = ${slideId}::uuid`
    : sql`a.run_id = ${runId}::uuid`;
  const once = <T>(load: () => Promise<T>) => {
    let loaded: Promise<T> | null = null;
    return () => (loaded ??= load());
  };

  const totals = once(async () => {
    const found = await rows<{ slideId: string; n: number | string; right: number | string }>(sql`
      SELECT a.slide_id AS "slideId", count(*) AS n, count(*) FILTER (WHERE a.correct) AS right
      FROM answers a WHERE ${run} GROUP BY a.slide_id`);
    return new Map(
      found.map((r) => [r.slideId, { total: Number(r.n), correct: Number(r.right) }] as const),
    );
  });
  const chosen = once(async () => {
    const found = await rows<{ slideId: string; id: string; n: number | string }>(sql`
      SELECT a.slide_id AS "slideId", e.id, count(*) AS n
      FROM answers a, jsonb_array_elements_text(a.value->'optionIds') AS e(id)
      WHERE ${run} AND a.value ? 'optionIds' GROUP BY a.slide_id, e.id`);
    return bySlide(found);
  });
  const texts = once(async () => {
    const found = await rows<{ slideId: string; text: string; n: number | string; correct: boolean }>(sql`
      SELECT "slideId", text, n, correct FROM (
        SELECT a.slide_id AS "slideId", min(a.value->>'text') AS text, count(*) AS n,
          bool_or(a.correct) AS correct,
          row_number() OVER (PARTITION BY a.slide_id ORDER BY count(*) DESC, min(a.value->>'text')) AS place
        FROM answers a WHERE ${run} AND a.value ? 'text'
        GROUP BY a.slide_id, a.value->>'key') ranked
      WHERE place <= ${TEXTS_SHOWN} ORDER BY "slideId", place`);
    return bySlide(found);
  });
  const numbers = once(async () => {
    const [values, stats] = await Promise.all([
      rows<{ slideId: string; v: number | string; n: number | string }>(sql`
        SELECT "slideId", v, n FROM (
          SELECT a.slide_id AS "slideId", (a.value->>'number')::float8 AS v, count(*) AS n,
            row_number() OVER (PARTITION BY a.slide_id ORDER BY (a.value->>'number')::float8) AS place
          FROM answers a WHERE ${run} AND a.value ? 'number' GROUP BY a.slide_id, v) ranked
        WHERE place <= ${NUMBERS_SHOWN} ORDER BY "slideId", v`),
      rows<{ slideId: string; average: number | null; median: number | null }>(sql`
        SELECT a.slide_id AS "slideId", avg((a.value->>'number')::float8) AS average,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY (a.value->>'number')::float8) AS median
        FROM answers a WHERE ${run} AND a.value ? 'number' GROUP BY a.slide_id`),
    ]);
    return { values: bySlide(values), stats: new Map(stats.map((s) => [s.slideId, s])) };
  });
  const ratings = once(async () => {
    const found = await rows<{ slideId: string; id: string; rating: string | null; n: number | string }>(sql`
      SELECT a.slide_id AS "slideId", r.key AS id, r.value AS rating, count(*) AS n
      FROM answers a, jsonb_each_text(a.value->'ratings') AS r
      WHERE ${run} AND a.value ? 'ratings' GROUP BY a.slide_id, r.key, r.value`);
    return bySlide(found);
  });
  const positions = once(async () => {
    const found = await rows<{ slideId: string; id: string; position: number | string }>(sql`
      SELECT a.slide_id AS "slideId", e.id, avg(e.position) AS position
      FROM answers a, jsonb_array_elements_text(a.value->'order') WITH ORDINALITY AS e(id, position)
      WHERE ${run} AND a.value ? 'order' GROUP BY a.slide_id, e.id`);
    return bySlide(found);
  });

  /**
   * The live engine's per-slide aggregates (format-results.repository.ts) answered from the
   * run-wide statements above, so the report builds each slide's results as the big screen does.
   * `limit` is the live default (the report never asks for another).
   */
  const formats: TFormatResultsRepository = {
    async totals(_run, slideId) {
      return (await totals()).get(slideId) ?? { total: 0, correct: 0 };
    },
    async countChosen(_run, slideId) {
      const found = (await chosen()).get(slideId) ?? [];
      return new Map(found.map((r) => [r.id, Number(r.n)]));
    },
    async topTexts(_run, slideId) {
      const found = (await texts()).get(slideId) ?? [];
      return found.map((r) => ({ text: r.text, count: Number(r.n), correct: r.correct }));
    },
    async numbers(_run, slideId) {
      const { values, stats } = await numbers();
      const stat = stats.get(slideId);
      return {
        numbers: (values.get(slideId) ?? []).map((r) => ({
          value: Number(r.v),
          count: Number(r.n),
        })),
        average: num(stat?.average),
        median: num(stat?.median),
      };
    },
    async ratings(_run, slideId) {
      const found = (await ratings()).get(slideId) ?? [];
      return found.map((r) => ({
        optionId: r.id,
        rating: r.rating === null ? null : Number(r.rating),
        count: Number(r.n),
      }));
    },
    async averagePositions(_run, slideId) {
      const found = (await positions()).get(slideId) ?? [];
      return new Map(found.map((r) => [r.id, Number(r.position)]));
    },
  };

  return {
    formats,

    /** Visible words of the given word clouds with their counts, most frequent first, per slide. */
    async listWords(slideIds: readonly string[], limit: number) {
      if (slideIds.length === 0) return new Map<string, { text: string; count: number }[]>();
      const found = await rows<{ slideId: string; text: string; n: number | string }>(sql`
        SELECT "slideId", text, n FROM (
          SELECT e.slide_id AS "slideId", e.text, count(*) AS n,
            row_number() OVER (PARTITION BY e.slide_id ORDER BY count(*) DESC, e.text) AS place
          FROM entries e
          WHERE e.run_id = ${runId}::uuid AND e.hidden = false
            AND e.slide_id IN (${sql.join(
              slideIds.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})
          GROUP BY e.slide_id, e.text) ranked
        WHERE place <= ${limit} ORDER BY "slideId", place`);
      const map = new Map<string, { text: string; count: number }[]>();
      for (const r of found) {
        map.set(r.slideId, [...(map.get(r.slideId) ?? []), { text: r.text, count: Number(r.n) }]);
      }
      return map;
    },

    /** Entries of the given walls, newest first (hidden ones included), per slide. */
    async listWalls(slideIds: readonly string[], limit: number) {
      type TEntry = { id: string; text: string; hidden: boolean };
      if (slideIds.length === 0) return new Map<string, TEntry[]>();
      const found = await rows<TEntry & { slideId: string }>(sql`
        SELECT id, "slideId", text, hidden FROM (
          SELECT e.id, e.slide_id AS "slideId", e.text, e.hidden, e.created_at, e.seq,
            row_number() OVER (PARTITION BY e.slide_id ORDER BY e.created_at DESC, e.seq DESC) AS place
          FROM entries e
          WHERE e.run_id = ${runId}::uuid
            AND e.slide_id IN (${sql.join(
              slideIds.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})) ranked
        WHERE place <= ${limit} ORDER BY "slideId", place`);
      const map = new Map<string, TEntry[]>();
      for (const { slideId, ...entry } of found) {
        map.set(slideId, [...(map.get(slideId) ?? []), entry]);
      }
      return map;
    },
  };
}

export type TRunResultsRepository = ReturnType<typeof createRunResultsRepository>;
