import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { STREAK_BONUS, type TAnswerValue } from '@crowdeck/core';
import { jsonRows } from '../../../db/json-rows';
import type { TDatabase } from '../../../db/client';
import { findValues } from '../../../db/queries';
import { selectRows } from '../../../db/sql-rows';
import { answers, slides } from '../../../db/schema/index';

/** An answer to write. */
export interface TNewAnswer {
  participantId: string;
  /** The participant's run. */
  runId: string;
  slideId: string;
  /** The chosen option (choice format), else null. */
  optionId: string | null;
  /** What other formats store (several options, a text, a number, ratings, an order). */
  value: TAnswerValue | null;
  requestId: string;
  answeredAt: Date;
  elapsedMs: number;
  points: number;
  correct: boolean;
}

/** SQL on quiz answers and poll votes. */
export function createAnswersRepository(db: TDatabase) {
  /** Statements built once (a reconnect storm runs thousands of these). */
  const byParticipants = db
    .select({
      participantId: answers.participantId,
      slideId: answers.slideId,
      points: answers.points,
      bonus: answers.bonus,
      streak: answers.streak,
      correct: answers.correct,
      closesAt: slides.questionClosesAt,
      type: slides.type,
    })
    .from(answers)
    .innerJoin(slides, eq(slides.id, answers.slideId))
    .where(sql`${answers.participantId} = ANY(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(asc(slides.position))
    .prepare('answers_by_participants');
  return {
    /**
     * Writes answers in one statement; rows that hit (participant, slide) are skipped. Returns the
     * (participant, slide) pairs actually written.
     */
    async insertMany(rows: TNewAnswer[]): Promise<Set<string>> {
      if (rows.length === 0) return new Set();
      // The rows travel as one JSON parameter: a multi-row VALUES list would be 10 parameters per
      // answer, and building that statement cost more CPU than the insert (15,000 answers).
      const written = await selectRows<{ participantId: string; slideId: string }>(
        db,
        sql`
        INSERT INTO answers (participant_id, run_id, slide_id, option_id, value, request_id,
          answered_at, elapsed_ms, points, correct)
        SELECT r."participantId", r."runId", r."slideId", r."optionId", r.value, r."requestId",
          r."answeredAt", r."elapsedMs", r.points, r.correct
        FROM jsonb_to_recordset(${jsonRows(rows)}) AS r(
          "participantId" uuid, "runId" uuid, "slideId" uuid, "optionId" uuid, value jsonb,
          "requestId" uuid, "answeredAt" timestamptz, "elapsedMs" integer, points integer,
          correct boolean)
        ON CONFLICT DO NOTHING
        RETURNING participant_id AS "participantId", slide_id AS "slideId"`,
      );
      return new Set(written.map((row) => `${row.participantId}:${row.slideId}`));
    },

    /** The stored request id of each given (participant, slide) pair, keyed `participant:slide`. */
    async findRequestIds(
      pairs: { participantId: string; slideId: string }[],
    ): Promise<Map<string, string>> {
      if (pairs.length === 0) return new Map();
      const rows = await db
        .select({
          participantId: answers.participantId,
          slideId: answers.slideId,
          requestId: answers.requestId,
        })
        .from(answers)
        .where(
          and(
            sql`${answers.participantId} = ANY(${sql.param([...new Set(pairs.map((p) => p.participantId))])}::uuid[])`,
            inArray(answers.slideId, [...new Set(pairs.map((p) => p.slideId))]),
          ),
        );
      return new Map(rows.map((r) => [`${r.participantId}:${r.slideId}`, r.requestId]));
    },

    /** Which of these slides hold a closed (scored) quiz question now. */
    async listScoredSlides(slideIds: string[]): Promise<Set<string>> {
      if (slideIds.length === 0) return new Set();
      const rows = await db
        .select({ id: slides.id })
        .from(slides)
        .where(and(inArray(slides.id, slideIds), eq(slides.gameScreen, 'result')));
      return new Set(rows.map((row) => row.id));
    },

    /** Votes per option of a slide in a run. */
    async countByOption(runId: string, slideId: string): Promise<Map<string, number>> {
      const rows = await db
        .select({ optionId: answers.optionId, n: count() })
        .from(answers)
        .where(and(eq(answers.slideId, slideId), eq(answers.runId, runId)))
        .groupBy(answers.optionId);
      return new Map(rows.map((row) => [row.optionId ?? '', row.n]));
    },

    /** Participants of a run who answered a slide. */
    async listParticipantIds(runId: string, slideId: string): Promise<string[]> {
      return findValues(
        db,
        answers.participantId,
        and(eq(answers.slideId, slideId), eq(answers.runId, runId)),
      );
    },

    /** Which of `participantIds` answered the slide in the run. */
    async answeredAmong(runId: string, slideId: string, participantIds: string[]) {
      if (participantIds.length === 0) return new Set<string>();
      const answered = await findValues(
        db,
        answers.participantId,
        and(
          eq(answers.slideId, slideId),
          eq(answers.runId, runId),
          inArray(answers.participantId, participantIds),
        ),
      );
      return new Set(answered);
    },

    /** The answers of several participants (one statement for a burst of resumes). */
    async listByParticipants(participantIds: readonly string[]) {
      if (participantIds.length === 0) return [];
      return byParticipants.execute({ ids: [...participantIds] });
    },

    /** Each participant's points on one slide in a run, keyed by participant. */
    async listSlideResults(
      runId: string,
      slideId: string,
    ): Promise<Map<string, { points: number; bonus: number; streak: number; correct: boolean }>> {
      const rows = await db
        .select({
          id: answers.participantId,
          points: answers.points,
          bonus: answers.bonus,
          streak: answers.streak,
          correct: answers.correct,
        })
        .from(answers)
        .where(and(eq(answers.slideId, slideId), eq(answers.runId, runId)));
      return new Map(rows.map(({ id, ...row }) => [id, row]));
    },

    /**
     * Sets the streak (right answers in a row) of each answer to a closed question from the same
     * participant's answer to the question played before it, and the streak bonus of the right
     * ones (core's computeStreakBonus, in SQL) when `withBonus`. One statement per close;
     * running it again (a late answer's rescore) gives the same result.
     */
    async applyStreaks(
      runId: string,
      slideId: string,
      previousSlideId: string | null,
      withBonus: boolean,
    ): Promise<void> {
      const { step, max } = STREAK_BONUS;
      await db.execute(sql`
        UPDATE answers a SET
          streak = CASE WHEN a.correct THEN 1 + before.n ELSE 0 END,
          bonus = CASE WHEN a.correct AND ${withBonus} THEN least(${max}::int, ${step}::int * before.n)
            ELSE 0 END
        FROM (
          SELECT x.id, coalesce((
            SELECT p.streak FROM answers p
            WHERE p.participant_id = x.participant_id AND p.slide_id = ${previousSlideId}::uuid
          ), 0) AS n
          FROM answers x WHERE x.slide_id = ${slideId}::uuid AND x.run_id = ${runId}::uuid
        ) before
        WHERE a.id = before.id`);
    },

    /** Per participant: points on the given slides (closed quiz questions up to a leaderboard). */
    async sumPoints(runId: string, slideIds: string[]) {
      if (slideIds.length === 0) return new Map<string, number>();
      const rows = await db
        .select({
          id: answers.participantId,
          total: sql<number>`sum(${answers.points} + ${answers.bonus})::int`,
        })
        .from(answers)
        .where(and(eq(answers.runId, runId), inArray(answers.slideId, slideIds)))
        .groupBy(answers.participantId);
      return new Map(rows.map((row) => [row.id, row.total]));
    },
  };
}

export type TAnswersRepository = ReturnType<typeof createAnswersRepository>;
