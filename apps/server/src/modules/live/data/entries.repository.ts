import { and, desc, eq, sql } from 'drizzle-orm';
import { jsonRows } from '../../../db/json-rows';
import type { TDatabase } from '../../../db/client';
import { countRows, equalsAnyParam, findRows } from '../../../db/queries';
import { entries, presentations, slides, type TEntryRow } from '../../../db/schema/index';

/** A word or open-ended answer to write. */
export interface TNewEntry {
  participantId: string;
  /** The participant's run. */
  runId: string;
  slideId: string;
  kind: 'word' | 'open';
  text: string;
  raw: string;
  requestId: string;
  seq: number;
  hidden: boolean;
  /** Held back by the profanity filter (and so hidden) when it arrived. */
  filtered: boolean;
}

/** How many words the word cloud shows at most. */
const WORDS_SHOWN = 200;

/** SQL on word-cloud words and open-ended answers. */
export function createEntriesRepository(db: TDatabase) {
  /** Statements built once (a reconnect storm runs thousands of these). */
  const slideIdsOf = db
    .selectDistinct({ participantId: entries.participantId, slideId: entries.slideId })
    .from(entries)
    .where(equalsAnyParam(entries.participantId, 'ids', 'uuid'))
    .prepare('entry_slides_by_participants');
  return {
    /** Writes entries in one statement; a retried (participant, request, seq) is skipped. */
    async insertMany(rows: TNewEntry[]): Promise<void> {
      if (rows.length === 0) return;
      // One JSON parameter for the batch (see answers.repository.ts insertMany).
      await db.execute(sql`
        INSERT INTO entries (participant_id, run_id, slide_id, kind, text, raw, request_id, seq,
          hidden, filtered)
        SELECT r."participantId", r."runId", r."slideId", r.kind, r.text, r.raw, r."requestId",
          r.seq, r.hidden, r.filtered
        FROM jsonb_to_recordset(${jsonRows(rows)}) AS r(
          "participantId" uuid, "runId" uuid, "slideId" uuid, kind text, text text, raw text,
          "requestId" uuid, seq integer, hidden boolean, filtered boolean)
        ON CONFLICT DO NOTHING`);
    },

    /** A participant's request ids on a slide with how many entries each stored. */
    async listRequests(participantId: string, slideId: string) {
      return db
        .select({ requestId: entries.requestId, n: sql<number>`count(*)::int` })
        .from(entries)
        .where(and(eq(entries.participantId, participantId), eq(entries.slideId, slideId)))
        .groupBy(entries.requestId);
    },

    /** The slides several participants wrote on (one statement for a burst of resumes). */
    async listSlideIdsOf(participantIds: readonly string[]) {
      if (participantIds.length === 0) return [];
      return slideIdsOf.execute({ ids: [...participantIds] });
    },

    /** Visible words of a slide in a run with their counts, most frequent first. */
    async countWords(runId: string, slideId: string): Promise<{ text: string; count: number }[]> {
      const n = sql<number>`count(*)::int`;
      return db
        .select({ text: entries.text, count: n })
        .from(entries)
        .where(
          and(eq(entries.slideId, slideId), eq(entries.runId, runId), eq(entries.hidden, false)),
        )
        .groupBy(entries.text)
        .orderBy(desc(n), entries.text)
        .limit(WORDS_SHOWN);
    },

    /** Entries of a slide in a run, newest first; `visibleOnly` leaves hidden ones out. */
    async listBySlide(
      runId: string,
      slideId: string,
      visibleOnly: boolean,
      limit = 500,
    ): Promise<TEntryRow[]> {
      return findRows(
        db,
        entries,
        and(
          eq(entries.slideId, slideId),
          eq(entries.runId, runId),
          visibleOnly ? eq(entries.hidden, false) : undefined,
        ),
        [desc(entries.createdAt), desc(entries.seq)],
        limit,
      );
    },

    /** Entries of a run with their slide's question, newest first. */
    async listByRun(runId: string, limit: number) {
      return db
        .select({ entry: entries, question: slides.question })
        .from(entries)
        .innerJoin(slides, eq(slides.id, entries.slideId))
        .where(eq(entries.runId, runId))
        .orderBy(desc(entries.createdAt), desc(entries.seq))
        .limit(limit);
    },

    /** Visible entries of a slide in a run. */
    async countVisible(runId: string, slideId: string): Promise<number> {
      return countRows(
        db,
        entries,
        and(eq(entries.slideId, slideId), eq(entries.runId, runId), eq(entries.hidden, false)),
      );
    },

    /** The owner's entry with its slide, or null (also when someone else's). */
    async findOwned(ownerId: string, id: string) {
      const [row] = await db
        .select({ entry: entries, slide: slides, presentation: presentations })
        .from(entries)
        .innerJoin(slides, eq(slides.id, entries.slideId))
        .innerJoin(presentations, eq(presentations.id, slides.presentationId))
        .where(and(eq(entries.id, id), eq(presentations.ownerId, ownerId)));
      return row ?? null;
    },

    /** Hides or shows one entry: the presenter's choice, so it no longer counts as the filter's. */
    async setHidden(id: string, hidden: boolean): Promise<void> {
      await db.update(entries).set({ hidden, filtered: false }).where(eq(entries.id, id));
    },
  };
}

export type TEntriesRepository = ReturnType<typeof createEntriesRepository>;
