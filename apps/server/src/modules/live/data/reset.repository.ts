import type { TScreenShown } from '@crowdeck/core';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { slidesSnapshotSql, teamsSnapshotSql } from '../../../db/run-snapshot';
import type { TDatabase } from '../../../db/client';
import { findValues } from '../../../db/queries';
import { asDatabase } from '../../../db/sql-rows';
import {
  answers,
  entries,
  presentations,
  reactionCounts,
  runs,
  slides,
} from '../../../db/schema/index';
import { dateOf, systemClock, type TClock } from '../../../lib/clock';
import { createAnswersRepository } from './answers.repository';
import { anonymousSessionOf, closedQuestionSql, createLiveDeckRepository } from './deck.repository';
import { createParticipantsRepository } from './participants.repository';

/** Who set the big screen's state when a new run put it back on the first slide. */
export const NEW_RUN_WINDOW_ID = 'new-run';

/**
 * Streaks again for every closed quiz question of the deck, in the order they were played: each
 * counts from the one before it, so clearing one changes those played after it.
 */
async function replayStreaks(db: TDatabase, presentationId: string, runId: string, now: Date) {
  const [modes] = await db
    .select({ points: presentations.quizPoints, streak: presentations.streakBonus })
    .from(presentations)
    .where(eq(presentations.id, presentationId));
  const played = await findValues(
    db,
    slides.id,
    and(
      eq(slides.presentationId, presentationId),
      eq(slides.type, 'quiz'),
      isNotNull(slides.questionOpensAt),
      closedQuestionSql(now),
    ),
    [asc(slides.questionOpensAt)],
  );
  const withBonus = modes?.points === true && modes.streak;
  const streaks = createAnswersRepository(db);
  let previous: string | null = null;
  for (const id of played) {
    await streaks.applyStreaks(runId, id, previous, withBonus);
    previous = id;
  }
}

/** Deletes a run's rows of the given slides from a table that keeps them per run and slide. */
async function deleteSlideRows(
  db: TDatabase,
  table: typeof answers | typeof entries | typeof reactionCounts,
  runId: string,
  slideIds: string[],
): Promise<void> {
  if (slideIds.length === 0) return;
  await db.delete(table).where(and(eq(table.runId, runId), inArray(table.slideId, slideIds)));
}

/**
 * Resets of a live session, each in one transaction: all of it happens, or (on any failure) none.
 */
export function createLiveResetRepository(db: TDatabase, clock: TClock = systemClock) {
  return {
    /**
     * Clears the results of these slides in the deck's current run `runId`: answers, entries,
     * question timing, and the streaks and scores recomputed from what is left.
     */
    async clearSlides(presentationId: string, runId: string, slideIds: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        const bound = asDatabase(tx);
        for (const table of [answers, entries, reactionCounts]) {
          await deleteSlideRows(bound, table, runId, slideIds);
        }
        await createLiveDeckRepository(bound).clearQuestions(presentationId, slideIds);
        const now = dateOf(clock);
        await replayStreaks(bound, presentationId, runId, now);
        await createParticipantsRepository(bound).recomputeScores(runId, now);
      });
    },

    /**
     * Starts the deck afresh in a new run: `runId` (if still current) is ended and kept with its
     * results, every question's timing is cleared, the room opened (a lock never outlives the
     * session it was set for), and the big screen put back on the first slide in the lobby with
     * no Q&A question shown. The screen it keeps; null when another request replaced the run first.
     */
    async startNewRun(presentationId: string, runId: string): Promise<TScreenShown | null> {
      return db.transaction(async (tx) => {
        const bound = asDatabase(tx);
        const deckRepo = createLiveDeckRepository(bound);
        const [created] = await tx
          .insert(runs)
          .values({ presentationId, anonymous: anonymousSessionOf(presentationId) })
          .returning();
        if (!created) throw new Error('run not created');
        const [first] = await tx
          .select({ id: slides.id })
          .from(slides)
          .where(eq(slides.presentationId, presentationId))
          .orderBy(asc(slides.position))
          .limit(1);
        const screen: TScreenShown = {
          slideId: first?.id ?? null,
          lobby: true,
          qr: true,
          windowId: NEW_RUN_WINDOW_ID,
          at: clock.now(),
        };
        const moved = await tx
          .update(presentations)
          .set({
            currentRunId: created.id,
            isLocked: false,
            slideActiveId: screen.slideId,
            qaHighlightId: null,
            screen,
          })
          .where(and(eq(presentations.id, presentationId), eq(presentations.currentRunId, runId)))
          .returning({ id: presentations.id });
        if (moved.length === 0) {
          await tx.delete(runs).where(eq(runs.id, created.id));
          return null;
        }
        await tx
          .update(runs)
          .set({
            endedAt: dateOf(clock),
            slidesSnapshot: sql`${slidesSnapshotSql(sql`${runs.presentationId}`)}`,
            teamsSnapshot: sql`${teamsSnapshotSql(sql`${runs.presentationId}`)}`,
          })
          .where(and(eq(runs.id, runId), isNull(runs.endedAt)));
        await deckRepo.clearQuestions(presentationId);
        return screen;
      });
    },
  };
}

export type TLiveResetRepository = ReturnType<typeof createLiveResetRepository>;
