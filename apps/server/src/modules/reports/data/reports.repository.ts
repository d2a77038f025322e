import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { TDatabase } from '../../../db/client';
import { findSlidesWithOptions } from '../../../db/deck-slides';
import { findOrganisationBrand } from '../../../db/organisation-brand';
import {
  answers,
  entries,
  participants,
  presentations,
  qaQuestions,
  reactionCounts,
  runs,
  slides,
} from '../../../db/schema/index';
import { selectRows } from '../../../db/sql-rows';

/** Rows read per query when a table is streamed (an export never holds a whole run). */
export const REPORT_PAGE_SIZE = 2_000;

/**
 * Where a page of responses ends: the database's own text of the last timestamp (microseconds,
 * which a JavaScript Date would round to milliseconds and so skip or repeat rows) and its id.
 */
export interface TPageCursor {
  at: string;
  id: string;
}

/** SQL of the reports: a deck's runs, a run's participants, slides and responses. */
export function createReportsRepository(db: TDatabase) {
  const count = (column: unknown) => sql<number>`count(${column})::int`;
  return {
    /** A presentation (whose owner the caller's policy checks), or null. */
    async findPresentation(id: string) {
      const [row] = await db.select().from(presentations).where(eq(presentations.id, id));
      return row ?? null;
    },

    /** A run with its presentation (whose owner the caller's policy checks), or null. */
    async findRun(runId: string) {
      const [row] = await db
        .select({ run: runs, presentation: presentations })
        .from(runs)
        .innerJoin(presentations, eq(presentations.id, runs.presentationId))
        .where(eq(runs.id, runId));
      return row ?? null;
    },

    /** The brand of the organisation the owner belongs to, or null. */
    findOwnerBrand(ownerId: string) {
      return findOrganisationBrand(db, ownerId);
    },

    /** A deck's runs with their counts, newest first. */
    async listRuns(presentationId: string) {
      return db
        .select({
          run: runs,
          // Participants removed from an assignment left its results (their answers went).
          participantCount: sql<number>`(select count(*) from participants p where p.run_id = "runs"."id"
            and (p.removed_at is null or "runs"."kind" = 'live'))::int`,
          responseCount: sql<number>`((select count(*) from answers a where a.run_id = "runs"."id")
            + (select count(*) from entries e where e.run_id = "runs"."id"))::int`,
        })
        .from(runs)
        .where(eq(runs.presentationId, presentationId))
        .orderBy(desc(runs.startedAt), desc(runs.id));
    },

    /** The deck's slides in order with their options. */
    async listSlides(presentationId: string) {
      return findSlidesWithOptions(db, eq(slides.presentationId, presentationId));
    },

    /** Per participant of the run: its row and its answer counts (quiz answers split by right). */
    async listParticipantTotals(runId: string) {
      return db
        .select({
          id: participants.id,
          name: participants.name,
          identifiedBy: participants.identifiedBy,
          teamId: participants.teamId,
          score: participants.score,
          createdAt: participants.createdAt,
          finishedAt: participants.finishedAt,
          // Subqueries name their tables apart from the outer "participants" row they count for.
          choices: sql<number>`(select count(*) from answers a where a.participant_id = "participants"."id")::int`,
          textSlides: sql<number>`(select count(distinct e.slide_id) from entries e where e.participant_id = "participants"."id")::int`,
          quizRight: sql<number>`(select count(*) from answers a join slides s on s.id = a.slide_id
            where a.participant_id = "participants"."id" and s.type = 'quiz' and a.correct)::int`,
          quizAnswered: sql<number>`(select count(*) from answers a join slides s on s.id = a.slide_id
            where a.participant_id = "participants"."id" and s.type = 'quiz')::int`,
          quizMs: sql<
            number | null
          >`(select round(avg(a.elapsed_ms)) from answers a join slides s on s.id = a.slide_id
            where a.participant_id = "participants"."id" and s.type = 'quiz')::int`,
        })
        .from(participants)
        .where(
          and(
            eq(participants.runId, runId),
            // Participants removed from an assignment left its results (their answers went).
            sql`(${participants.removedAt} is null or exists (select 1 from runs r
              where r.id = ${participants.runId} and r.kind = 'live'))`,
          ),
        )
        .orderBy(asc(participants.createdAt), asc(participants.id));
    },

    /** Votes per option of each slide in the run (or of one), with right and time on quizzes. */
    async listChoiceTotals(runId: string, slideId?: string) {
      return db
        .select({
          slideId: answers.slideId,
          optionId: answers.optionId,
          n: count(answers.id),
          right: sql<number>`count(*) filter (where ${answers.correct})::int`,
          totalMs: sql<number>`sum(${answers.elapsedMs})::float8`,
        })
        .from(answers)
        .where(ofRunAndSlide(answers, runId, slideId))
        .groupBy(answers.slideId, answers.optionId);
    },

    /** Several-answer slides of the run (or one): how often each option was among the chosen. */
    async listChosenTotals(runId: string, slideId?: string) {
      const rows = await selectRows<{ slideId: string; optionId: string; n: number }>(
        db,
        sql`
        SELECT a.slide_id AS "slideId", e.id AS "optionId", count(*)::int AS n
        FROM answers a, jsonb_array_elements_text(a.value->'optionIds') AS e(id)
        WHERE a.run_id = ${runId}::uuid AND a.value ? 'optionIds'
          ${slideId ? sql`AND a.slide_id = ${slideId}::uuid` : sql``}
        GROUP BY a.slide_id, e.id`,
      );
      return rows.map((row) => ({ ...row, n: Number(row.n) }));
    },

    /** The run's Q&A questions, most liked first, then oldest first. */
    async listQaQuestions(runId: string) {
      return db
        .select()
        .from(qaQuestions)
        .where(eq(qaQuestions.runId, runId))
        .orderBy(desc(qaQuestions.votes), asc(qaQuestions.createdAt));
    },

    /** Reactions per slide (or of one) and kind in the run. */
    async listReactionCounts(runId: string, slideId?: string) {
      return db
        .select({
          slideId: reactionCounts.slideId,
          kind: reactionCounts.kind,
          count: reactionCounts.count,
        })
        .from(reactionCounts)
        .where(ofRunAndSlide(reactionCounts, runId, slideId));
    },

    /** How many participants sent words or text on each slide of the run (or on one). */
    async listEntryTotals(runId: string, slideId?: string) {
      return db
        .select({
          slideId: entries.slideId,
          n: sql<number>`count(distinct ${entries.participantId})::int`,
        })
        .from(entries)
        .where(ofRunAndSlide(entries, runId, slideId))
        .groupBy(entries.slideId);
    },

    /** One page of a slide's choices in the run, after `after` (keyset: answered at, id). */
    async pageChoices(runId: string, slideId: string, after: TPageCursor | null) {
      const query = db
        .select({
          id: answers.id,
          participantId: answers.participantId,
          name: participants.name,
          optionId: answers.optionId,
          value: answers.value,
          correct: answers.correct,
          bonus: answers.bonus,
          elapsedMs: answers.elapsedMs,
          points: answers.points,
          at: answers.answeredAt,
          cursor: sql<string>`${answers.answeredAt}::text`,
        })
        .from(answers)
        .innerJoin(participants, eq(participants.id, answers.participantId))
        .$dynamic();
      return slidePage(query, answers, answers.answeredAt, { runId, slideId, after });
    },

    /** One page of a slide's words or texts in the run, in the order they came. */
    async pageEntries(runId: string, slideId: string, after: TPageCursor | null) {
      const query = db
        .select({
          id: entries.id,
          participantId: entries.participantId,
          name: participants.name,
          text: entries.text,
          hidden: entries.hidden,
          at: entries.createdAt,
          cursor: sql<string>`${entries.createdAt}::text`,
        })
        .from(entries)
        .innerJoin(participants, eq(participants.id, entries.participantId))
        .$dynamic();
      return slidePage(query, entries, entries.createdAt, { runId, slideId, after });
    },
  };
}

/** The rows of `table` from the run, only the slide's when `slideId` is given. */
function ofRunAndSlide(
  table: typeof answers | typeof entries | typeof reactionCounts,
  runId: string,
  slideId: string | undefined,
): SQL | undefined {
  return and(eq(table.runId, runId), slideId ? eq(table.slideId, slideId) : undefined);
}

/**
 * One page of a slide's responses in a run (rows of `table`, choices or entries), after `after`:
 * keyset paging on (`at`, id), in that order.
 */
function slidePage<TQuery extends PgSelect>(
  query: TQuery,
  table: typeof answers | typeof entries,
  at: PgColumn,
  page: { runId: string; slideId: string; after: TPageCursor | null },
) {
  const { runId, slideId, after } = page;
  return query
    .where(
      and(
        ofRunAndSlide(table, runId, slideId),
        after
          ? sql`(${at}, ${table.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(at), asc(table.id))
    .limit(REPORT_PAGE_SIZE);
}

export type TReportsRepository = ReturnType<typeof createReportsRepository>;
