import { sql } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import type { TReactionKind } from '@crowdeck/core';

/** How many reactions of one kind a run's slide got. */
export interface TReactionCount {
  runId: string;
  slideId: string;
  kind: TReactionKind;
  count: number;
}

/** SQL of the reactions counted per run and slide. */
export function createReactionsRepository(db: TDatabase) {
  return {
    /**
     * Adds counts to the stored ones in one statement. Counts of a run or slide deleted since
     * they were counted are dropped (joined against what still exists) rather than failing the
     * others.
     */
    async add(counts: readonly TReactionCount[]): Promise<void> {
      if (counts.length === 0) return;
      const values = sql.join(
        counts.map((c) => sql`(${c.runId}::uuid, ${c.slideId}::uuid, ${c.kind}, ${c.count}::int)`),
        sql`, `,
      );
      await db.execute(sql`
        INSERT INTO reaction_counts (run_id, slide_id, kind, count)
        SELECT v.run_id, v.slide_id, v.kind, v.n
        FROM (VALUES ${values}) AS v (run_id, slide_id, kind, n)
        JOIN runs r ON r.id = v.run_id
        JOIN slides s ON s.id = v.slide_id
        ON CONFLICT (run_id, slide_id, kind)
        DO UPDATE SET count = reaction_counts.count + excluded.count`);
    },
  };
}

export type TReactionsRepository = ReturnType<typeof createReactionsRepository>;
