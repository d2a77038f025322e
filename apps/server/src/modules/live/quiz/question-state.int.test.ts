import { API_PATHS, type TPresentation, type TRunEnded } from '@crowdeck/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { slides } from '../../../db/schema/index';
import { answer, joinOk, nextMessage, type TClientSocket } from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';
import { createManualClock } from '../../../test/manual-clock';
import {
  createQuestionSteps,
  createQuizDeck,
  DECK_STALE_MS as STALE_MS,
  expectClosedAndScored,
  QUESTION_INTRO_MS as INTRO_MS,
  leaderboardScores,
  rightAnswer as right,
  storedQuestion,
  storedScores,
} from '../../../test/question-steps';
import type { TQuestionStep } from '../tuning';

/*
 * A question's opening, closing and screen have one owner: whatever the deck cache does between
 * the awaits of a start, an early close, an end or a reset (here: a reload forced at each step),
 * the question is timed, closed and scored once, and answers after its result are refused.
 */
describe('live: a question keeps one state across deck reloads', () => {
  const clock = createManualClock();
  /** Reloads the deck once, at the next matching step of a question's start or early close. */
  const steps = createQuestionSteps();
  const live = useLiveFixture({ deps: { liveTuning: { clock, atQuestionStep: steps.hook() } } });

  /** The deck cache goes stale and a read (the presenter's results) loads the deck again. */
  const reloadDeck = async (slideId: string) => {
    clock.advance(STALE_MS);
    await live.callOk('GET', `${API_PATHS.slideResults}${slideId}/`);
  };
  const reloadAt = (step: TQuestionStep) => steps.at(step, reloadDeck);
  /** Lets the work the engine started without awaiting it (early close, scoring) finish. */
  const settled = async () => {
    await new Promise((resolve) => setImmediate(resolve));
    await live.app.live.settled();
  };

  /** A deck of quizzes (option A correct) and a leaderboard, with named phones joined. */
  async function quizDeck(quizzes: number, names: string[], streakBonus = false) {
    const deck = await createQuizDeck(live.app, live.token, quizzes, streakBonus);
    const phones: TClientSocket[] = [];
    for (const name of names) {
      const phone = await live.phone();
      await joinOk(phone, { code: deck.uniqueCode, name });
      phones.push(phone);
    }
    return { deck, phones };
  }

  const game = (slideId: string, action: 'start' | 'close') =>
    live.callOk<{ question: { phase: string } | null }>(
      'POST',
      `${API_PATHS.slideGame}${slideId}/`,
      { action },
    );
  const scores = (deck: TPresentation) => leaderboardScores(live.app, live.token, deck);
  /** A phone that joins now and answers: refused once the question showed its result. */
  const lateAnswer = async (deck: TPresentation, index: number) => {
    const late = await live.phone();
    await joinOk(late, { code: deck.uniqueCode, name: `Late ${crypto.randomUUID().slice(0, 6)}` });
    return answer(late, right(deck, index));
  };
  const storedState = (slideId: string) => storedQuestion(live.db, slideId);

  it.each<TQuestionStep>(['earlyClose.counted', 'earlyClose.listed', 'earlyClose.checked'])(
    'scores an early close and refuses answers after it, the deck reloaded at %s',
    async (step) => {
      const { deck, phones } = await quizDeck(1, ['Ada', 'Bo']);
      const slideId = deck.Slides[0]!.id;
      await game(slideId, 'start');
      clock.advance(INTRO_MS);
      reloadAt(step);
      for (const phone of phones) {
        expect(await answer(phone, right(deck, 0))).toMatchObject({ ok: true });
      }
      await settled();
      expect(steps.ran).toBe(true);

      const scored = await expectClosedAndScored(live.db, slideId, clock.now(), () => scores(deck));
      // Read again from the database: still closed, still scored.
      await reloadDeck(slideId);
      expect(await lateAnswer(deck, 0)).toMatchObject({ ok: false, error: { code: 'closed' } });
      expect(await scores(deck)).toMatchObject(scored);
    },
  );

  it('starts a question with its timers when the deck is reloaded between making it live and starting it', async () => {
    const { deck, phones } = await quizDeck(1, ['Ada', 'Bo']);
    const [ada] = phones as [TClientSocket];
    const slideId = deck.Slides[0]!.id;
    reloadAt('start.activated');
    const open = nextMessage(ada, 'question', (m) => m.question.phase === 'open');
    const started = await game(slideId, 'start');
    expect(steps.ran).toBe(true);
    expect(started.question?.phase).toBe('intro');
    clock.advance(INTRO_MS);
    await open;
    expect(await answer(ada, right(deck, 0))).toMatchObject({ ok: true });
    await settled();

    // Bo never answers: the question closes at its time limit, scored.
    const closed = nextMessage(ada, 'question', (m) => m.question.phase === 'closed');
    clock.advance(deck.Slides[0]!.timeLimitSec * 1000);
    await closed;
    await settled();
    expect(await storedState(slideId)).toMatchObject({ screen: 'result' });
    expect((await scores(deck)).Ada).toBeGreaterThan(0);
    expect(
      (await live.call('POST', `${API_PATHS.slideGame}${slideId}/`, { action: 'start' }))
        .statusCode,
    ).toBe(409);
  });

  it('closes and scores the running question when the session ends; its timer changes nothing after', async () => {
    const { deck, phones } = await quizDeck(1, ['Ada', 'Bo']);
    const [ada] = phones as [TClientSocket];
    const slideId = deck.Slides[0]!.id;
    await game(slideId, 'start');
    clock.advance(INTRO_MS);
    expect(await answer(ada, right(deck, 0))).toMatchObject({ ok: true });
    await settled();

    reloadAt('close.stored');
    const ended = await live.callOk<TRunEnded>('POST', `${API_PATHS.liveEnd}${deck.id}/`);
    expect(steps.ran).toBe(true);
    expect(ended.podium.map((p) => p.name)).toEqual(['Ada', 'Bo']);
    expect(ended.podium[0]!.score).toBeGreaterThan(0);
    expect(await storedState(slideId)).toMatchObject({ screen: 'result' });

    // The question's time limit passes: nothing closes or rescores the ended run.
    clock.advance(deck.Slides[0]!.timeLimitSec * 1000);
    await settled();
    const byName = await storedScores(live.db, ended.runId);
    expect(ended.podium.map((p) => [p.name, p.score])).toEqual([
      ['Ada', byName.Ada],
      ['Bo', byName.Bo],
    ]);
  });

  it('counts a question showing its result as closed, whatever its stored closing time', async () => {
    const { deck, phones } = await quizDeck(1, ['Ada', 'Bo']);
    const [ada, bo] = phones as [TClientSocket, TClientSocket];
    const slideId = deck.Slides[0]!.id;
    await game(slideId, 'start');
    clock.advance(INTRO_MS);
    expect(await answer(ada, right(deck, 0))).toMatchObject({ ok: true });
    await settled();
    // As an earlier version could store it: the result shown, the closing time still ahead.
    await live.db.update(slides).set({ gameScreen: 'result' }).where(eq(slides.id, slideId));
    await reloadDeck(slideId);
    expect(await answer(bo, right(deck, 0))).toMatchObject({
      ok: false,
      error: { code: 'closed' },
    });
    // A reset of another slide recomputes the scores: this question counts.
    await live.callOk('POST', `${API_PATHS.slideReset}${deck.Slides[1]!.id}/`, {});
    expect((await scores(deck)).Ada).toBeGreaterThan(0);
  });

  it('recomputes the streaks of later questions when an earlier one is reset', async () => {
    const { deck, phones } = await quizDeck(3, ['Ada'], true);
    const [ada] = phones as [TClientSocket];
    for (const index of [0, 1, 2]) {
      await game(deck.Slides[index]!.id, 'start');
      clock.advance(INTRO_MS);
      // Answered at once (1000 points); Ada alone: the question closes on her answer.
      expect(await answer(ada, right(deck, index))).toMatchObject({ ok: true });
      await settled();
    }
    expect((await scores(deck)).Ada).toBe(1000 + 1100 + 1200);

    const cleared = nextMessage(
      ada,
      'me',
      (m) => !m.me.answeredSlideIds.includes(deck.Slides[0]!.id),
    );
    await live.callOk('POST', `${API_PATHS.slideReset}${deck.Slides[0]!.id}/`, {});
    await cleared;
    await settled();
    // Questions 2 and 3 are now her first and second right answers in a row.
    expect((await scores(deck)).Ada).toBe(1000 + 1100);
  });
});
