import { count, eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
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
  const countOf = async (
    table: typeof participants | typeof answers | typeof entries,
    runId: string,
  ) => {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.runId, runId));
    return row?.n ?? 0;
  };
  return {
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
