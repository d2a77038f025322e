import {
  API_PATHS,
  LIVE_LIMITS,
  type TLeaderboardResponse,
  type TPresentation,
  type TSlideType,
} from '@crowdeck/core';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TApp } from '../app';
import type { TDatabase } from '../db/client';
import { participants, slides } from '../db/schema/index';
import type { TQuestionStep } from '../modules/live/tuning';
import { callOk, createDeck, getDeck } from './deck-factories';
import { markCorrect } from './live-clients';

/** The "Question k of n" screen before a question opens. */
export const QUESTION_INTRO_MS = LIVE_LIMITS.questionIntroSec * 1000;
/** Past the deck cache's freshness: the next read of the deck loads it again. */
export const DECK_STALE_MS = 2_100;

/**
 * A test's action run once inside a question's start, close or early close: `hook(node)` is the
 * app's `liveTuning.atQuestionStep` (`node` names the app when several share the steps), `at`
 * arms the action for the next matching step, and `ran` says it has run.
 */
export function createQuestionSteps<N extends string = never>() {
  let armed: { step: TQuestionStep; node?: N; run(slideId: string): Promise<void> } | null = null;
  return {
    hook:
      (node?: N) =>
      async (step: TQuestionStep, slideId: string): Promise<void> => {
        const next = armed;
        if (next?.step !== step || next.node !== node) return;
        armed = null;
        await next.run(slideId);
      },
    at(step: TQuestionStep, run: (slideId: string) => Promise<unknown>, node?: N): void {
      armed = {
        step,
        ...(node === undefined ? {} : { node }),
        run: async (id) => void (await run(id)),
      };
    },
    get ran(): boolean {
      return armed === null;
    },
  };
}

/** A deck of `quizzes` quiz slides (option A correct) and a leaderboard, as its owner reads it. */
export async function createQuizDeck(
  app: TApp,
  token: string,
  quizzes: number,
  streakBonus = false,
): Promise<TPresentation> {
  const types: TSlideType[] = [...Array<'quiz'>(quizzes).fill('quiz'), 'leaderboard'];
  const created = await createDeck(app, token, types);
  if (streakBonus) {
    const path = `${API_PATHS.presentationUpdate}${created.id}/`;
    await callOk(app, token, 'PUT', path, { streakBonus });
  }
  for (let i = 0; i < quizzes; i += 1) await markCorrect(app, token, created, i);
  return getDeck(app, token, created.id);
}

/** The right answer (option A) to the quiz at `index`. */
export const rightAnswer = (deck: TPresentation, index: number) => ({
  slideId: deck.Slides[index]!.id,
  optionId: deck.Slides[index]!.options[0]!.id,
});

/** The scores by name on the deck's last slide, its leaderboard. */
export async function leaderboardScores(app: TApp, token: string, deck: TPresentation) {
  const path = `${API_PATHS.slideLeaderboard}${deck.Slides.at(-1)!.id}/`;
  const board = await callOk<TLeaderboardResponse>(app, token, 'GET', path);
  return Object.fromEntries(board.entries.map((e) => [e.name, e.score]));
}

/** A question's stored closing time and screen. */
export async function storedQuestion(db: TDatabase, slideId: string) {
  const [row] = await db.select().from(slides).where(eq(slides.id, slideId));
  return { closesAt: row?.questionClosesAt?.getTime(), screen: row?.gameScreen };
}

/**
 * Checks that the question is stored closed (its result shown, its closing time at `now` or
 * before) and that Ada and Bo were scored; returns the scores by name.
 */
export async function expectClosedAndScored(
  db: TDatabase,
  slideId: string,
  now: number,
  readScores: () => Promise<Record<string, number>>,
) {
  const closed = await storedQuestion(db, slideId);
  expect(closed.screen).toBe('result');
  expect(closed.closesAt).toBeLessThanOrEqual(now);
  const scored = await readScores();
  expect(scored.Ada).toBeGreaterThan(0);
  expect(scored.Bo).toBeGreaterThan(0);
  return scored;
}

/** The stored scores of a run's participants, by name. */
export async function storedScores(db: TDatabase, runId: string) {
  const rows = await db
    .select({ name: participants.name, score: participants.score })
    .from(participants)
    .where(eq(participants.runId, runId));
  return Object.fromEntries(rows.map((r) => [r.name, r.score]));
}
