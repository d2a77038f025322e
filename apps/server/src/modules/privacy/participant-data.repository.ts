import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { answers, entries, participants, presentations, qaQuestions, runs } from '../../db/schema';

/**
 * SQL of a participant's own data in its run: finding it (by its token or for the deck's owner),
 * reading its answers, words and questions, and deleting it with everything it gave.
 */
export function createParticipantDataRepository(db: TDatabase) {
  const found = db
    .select({ participant: participants, run: runs, presentation: presentations })
    .from(participants)
    .innerJoin(runs, eq(runs.id, participants.runId))
    .innerJoin(presentations, eq(presentations.id, participants.presentationId));

  return {
    /** The participant a token signs in, with its run and deck; null when none (or deleted). */
    async findByTokenHash(tokenHash: string) {
      const [row] = await found.where(eq(participants.tokenHash, tokenHash));
      return row ?? null;
    },

    /** A participant of the run, with the run and its deck (whose owner is checked). */
    async findInRun(runId: string, participantId: string) {
      const [row] = await found.where(
        and(eq(participants.id, participantId), eq(participants.runId, runId)),
      );
      return row ?? null;
    },

    /** The participant's answers, words and open-ended answers, and Q&A questions, oldest first. */
    async readOwn(participantId: string) {
      const [answerRows, entryRows, questionRows] = await Promise.all([
        db
          .select({
            slideId: answers.slideId,
            optionId: answers.optionId,
            value: answers.value,
            at: answers.answeredAt,
          })
          .from(answers)
          .where(eq(answers.participantId, participantId))
          .orderBy(asc(answers.answeredAt)),
        db
          .select({ slideId: entries.slideId, text: entries.text, at: entries.createdAt })
          .from(entries)
          .where(eq(entries.participantId, participantId))
          .orderBy(asc(entries.createdAt)),
        db
          .select({ id: qaQuestions.id, text: qaQuestions.text, createdAt: qaQuestions.createdAt })
          .from(qaQuestions)
          .where(eq(qaQuestions.participantId, participantId))
          .orderBy(asc(qaQuestions.createdAt)),
      ]);
      return { answers: answerRows, entries: entryRows, questions: questionRows };
    },

    /**
     * Deletes the participant with its answers, words, questions and likes (by their keys), in one
     * transaction: the questions it liked lose its like from their counts, and the deck's
     * highlight leaves a question of its, so no row keeps its ids.
     */
    async erase(participantId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`
          WITH gone AS (
            DELETE FROM qa_votes WHERE participant_id = ${participantId}::uuid RETURNING question_id
          ), counts AS (
            SELECT question_id, count(*)::int AS n FROM gone GROUP BY question_id
          )
          UPDATE qa_questions SET votes = greatest(0, qa_questions.votes - counts.n)
          FROM counts WHERE qa_questions.id = counts.question_id`);
        const own = tx
          .select({ id: qaQuestions.id })
          .from(qaQuestions)
          .where(eq(qaQuestions.participantId, participantId));
        await tx
          .update(presentations)
          .set({ qaHighlightId: null })
          .where(inArray(presentations.qaHighlightId, own));
        const gone = await tx
          .delete(participants)
          .where(eq(participants.id, participantId))
          .returning({ id: participants.id });
        return gone.length === 1;
      });
    },
  };
}

export type TParticipantDataRepository = ReturnType<typeof createParticipantDataRepository>;
