import { eq, sql } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { countRows } from '../../../db/queries';
import { answers, entries, participants, runs, type TRunRow } from '../../../db/schema/index';

/** A run with how many took part and answered. */
export interface TRunSummary {
  run: TRunRow;
  participantCount: number;
  /** Answers, words and open-ended answers. */
  responseCount: number;
}

/** SQL of a deck's runs as the live session sees them. */
export function createRunsRepository(db: TDatabase) {
  const countOf = (table: typeof participants | typeof answers | typeof entries, runId: string) =>
    countRows(db, table, eq(table.runId, runId));
  return {
    /** The run's extra time code, stored as `candidate` unless it has one; null if no such run. */
    async extraTimeCode(runId: string, candidate: string): Promise<string | null> {
      const [row] = await db
        .update(runs)
        .set({ extraTimeCode: sql`coalesce(${runs.extraTimeCode}, ${candidate})` })
        .where(eq(runs.id, runId))
        .returning({ code: runs.extraTimeCode });
      return row?.code ?? null;
    },

    /** The run's id and extra time code (null until the presenter first asked for it). */
    async findCode(runId: string) {
      const [row] = await db
        .select({ id: runs.id, extraTimeCode: runs.extraTimeCode })
        .from(runs)
        .where(eq(runs.id, runId));
      return row ?? null;
    },

    /** The run with its counts, or null. */
    async summary(runId: string): Promise<TRunSummary | null> {
      const [run] = await db.select().from(runs).where(eq(runs.id, runId));
      if (!run) return null;
      const [participantCount, answerCount, entryCount] = await Promise.all([
        countOf(participants, runId),
        countOf(answers, runId),
        countOf(entries, runId),
      ]);
      return { run, participantCount, responseCount: answerCount + entryCount };
    },
  };
}

export type TRunsRepository = ReturnType<typeof createRunsRepository>;
