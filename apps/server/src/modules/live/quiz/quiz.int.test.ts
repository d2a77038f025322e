import {
  API_PATHS,
  LIVE_LIMITS,
  type TLeaderboardResponse,
  type TPresentation,
} from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { getDeck } from '../../../test/deck-factories';
import { answer, joinOk, nextMessage, type TClientSocket } from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';
import { createManualClock } from '../../../test/manual-clock';

/** The "Question k of n" screen before a question opens. */
const INTRO_MS = LIVE_LIMITS.questionIntroSec * 1000;

describe('live: the quiz game', () => {
  // Question timing runs on a clock the test moves: no sleeping through intros and time limits.
  const clock = createManualClock();

  const live = useLiveFixture({ deps: { liveTuning: { clock } } });

  /** A deck quiz, quiz, leaderboard with option 0 correct on both quizzes, and named phones. */
  async function setup(names: string[]) {
    // Participants' join times are the database's (real) time, which the leaderboard compares
    // with question openings on this clock: catch it up with the time earlier tests took.
    clock.advance(Math.max(0, Date.now() - clock.now()));
    return live.room(['quiz', 'quiz', 'leaderboard'], names, { correct: [0, 1] });
  }

  const game = (deck: TPresentation, index: number, action: 'start' | 'close') =>
    live.callOk('POST', `${API_PATHS.slideGame}${deck.Slides[index]?.id}/`, {
      action,
    });
  /** Starts a question and moves the clock past its intro. */
  const startAndOpen = async (deck: TPresentation, index: number) => {
    await game(deck, index, 'start');
    clock.advance(INTRO_MS);
  };
  const next = (deck: TPresentation, index: number) =>
    live.callOk('PUT', `${API_PATHS.slideNext}${deck.id}/`, {
      slideActiveId: deck.Slides[index]?.id,
    });

  it('refuses early answers, counts one per participant, scores speed, closes when all answered', async () => {
    const { deck, presenter, phones, joined } = await setup(['Fast', 'Slow', 'Wrong']);
    const [fast, slow, wrong] = phones as [TClientSocket, TClientSocket, TClientSocket];
    const slide = deck.Slides[0]!;
    const [right, other] = [slide.options[0]!.id, slide.options[1]!.id];
    await next(deck, 0);

    const intro = nextMessage(fast, 'question', (m) => m.question.phase === 'intro');
    const open = nextMessage(fast, 'question', (m) => m.question.phase === 'open');
    const start = (await game(deck, 0, 'start')) as { question: { phase: string } };
    expect(start.question.phase).toBe('intro');
    expect((await intro).question.slideId).toBe(slide.id);
    expect(await answer(fast, { slideId: slide.id, optionId: right })).toMatchObject({
      ok: false,
      error: { code: 'not_open' },
    });

    // Phones never see the correct option before close.
    const stateWhileOpen = await joinOk(await live.phone(), {
      code: deck.uniqueCode,
      participantToken: joined[0]!.participantToken,
    });
    expect(JSON.stringify(stateWhileOpen)).not.toContain('isCorrect');
    expect(stateWhileOpen.state.results).toBeNull();

    clock.advance(INTRO_MS);
    await open;
    const requestId = crypto.randomUUID();
    const first = await answer(fast, { requestId, slideId: slide.id, optionId: right });
    expect(first).toMatchObject({ ok: true, data: { me: { answeredSlideIds: [slide.id] } } });
    const retry = await answer(fast, { requestId, slideId: slide.id, optionId: right });
    expect(retry).toMatchObject({ ok: true });
    const second = await answer(fast, { slideId: slide.id, optionId: other });
    expect(second).toMatchObject({ ok: false, error: { code: 'already_answered' } });

    clock.advance(1_500);
    const closedResults = nextMessage(
      slow,
      'results',
      (m) => m.results.correctOptionIds !== undefined,
    );
    const fastMe = nextMessage(fast, 'me', (m) => m.me.lastResult !== null);
    const presenterClosed = nextMessage(
      presenter,
      'question',
      (m) => m.question.phase === 'closed',
    );
    expect(await answer(wrong, { slideId: slide.id, optionId: other })).toMatchObject({ ok: true });
    expect(await answer(slow, { slideId: slide.id, optionId: right })).toMatchObject({ ok: true });

    // Everyone answered: closed long before the 20 s limit.
    await presenterClosed;
    const results = (await closedResults).results;
    expect(results.correctOptionIds).toEqual([right]);
    expect(results.counts).toMatchObject({ [right]: 2, [other]: 1 });
    expect(results.totalResponses).toBe(3);
    const me = (await fastMe).me;
    expect(me.lastResult).toMatchObject({ slideId: slide.id, correct: true });
    expect(me.rank).toBe(1);

    const board = await live.callOk<TLeaderboardResponse>(
      'GET',
      `${API_PATHS.slideLeaderboard}${deck.Slides[2]!.id}/`,
    );
    const [top, runnerUp, last] = board.entries;
    expect(top).toMatchObject({ name: 'Fast', rank: 1, previousRank: null });
    expect(runnerUp).toMatchObject({ name: 'Slow', rank: 2 });
    expect(top!.score).toBeGreaterThan(runnerUp!.score);
    expect(runnerUp!.score).toBeGreaterThan(0);
    expect(last).toMatchObject({ name: 'Wrong', score: 0, rank: 3 });
    expect(await answer(slow, { slideId: slide.id, optionId: right })).toMatchObject({
      ok: false,
      error: { code: 'closed' },
    });
  });

  it('ranks changes on the leaderboard after a second question', async () => {
    const { deck, phones } = await setup(['A', 'B']);
    const [a, b] = phones as [TClientSocket, TClientSocket];
    const play = async (index: number, aRight: boolean, bRight: boolean) => {
      const slide = deck.Slides[index]!;
      const [right, wrong] = [slide.options[0]!.id, slide.options[1]!.id];
      const open = nextMessage(a, 'question', (m) => m.question.phase === 'open');
      await startAndOpen(deck, index);
      await open;
      await answer(a, { slideId: slide.id, optionId: aRight ? right : wrong });
      await answer(b, { slideId: slide.id, optionId: bRight ? right : wrong });
    };
    await play(0, true, false);
    const closed = nextMessage(b, 'me', (m) => m.me.lastResult?.slideId === deck.Slides[1]!.id);
    await play(1, false, true);
    expect((await closed).me).toMatchObject({ rank: 2, lastResult: { correct: true } });

    const board = nextMessage(b, 'leaderboard');
    await next(deck, 2);
    const entries = (await board).entries;
    expect(entries.map((e) => [e.name, e.rank, e.previousRank])).toEqual([
      ['A', 1, 1],
      ['B', 2, 2],
    ]);
  });

  it('closes a question by hand and at its time limit', async () => {
    const { deck, phones } = await setup(['Solo', 'Idle']);
    const open = nextMessage(phones[0]!, 'question', (m) => m.question.phase === 'open');
    await startAndOpen(deck, 0);
    await open;
    const closed = nextMessage(phones[1]!, 'question', (m) => m.question.phase === 'closed');
    const response = (await game(deck, 0, 'close')) as { question: { phase: string } };
    expect(response.question.phase).toBe('closed');
    await closed;
    const detail = await getDeck(live.app, live.token, deck.id);
    expect(detail.Slides[0]!.gameScreen).toBe('result');

    await live.callOk('PUT', `${API_PATHS.slideUpdate}${deck.Slides[1]!.id}/`, {
      timeLimitSec: 5,
    });
    const second = deck.Slides[1]!;
    const option = second.options[0]!.id;
    const timedOut = nextMessage(
      phones[1]!,
      'question',
      (m) => m.question.slideId === second.id && m.question.phase === 'closed',
    );
    const opened = nextMessage(phones[0]!, 'question', (m) => m.question.phase === 'open');
    await game(deck, 1, 'start');
    // At the buzzer: refused one millisecond before it opens, taken one before it closes.
    clock.advance(INTRO_MS - 1);
    expect(await answer(phones[0]!, { slideId: second.id, optionId: option })).toMatchObject({
      ok: false,
      error: { code: 'not_open' },
    });
    clock.advance(1);
    await opened;
    clock.advance(5_000 - 1);
    expect(await answer(phones[0]!, { slideId: second.id, optionId: option })).toMatchObject({
      ok: true,
    });
    clock.advance(1);
    await timedOut;
    expect(await answer(phones[1]!, { slideId: second.id, optionId: option })).toMatchObject({
      ok: false,
      error: { code: 'closed' },
    });
    const board = await live.callOk<TLeaderboardResponse>(
      'GET',
      `${API_PATHS.slideLeaderboard}${deck.Slides[2]!.id}/`,
    );
    // The last-millisecond answer still scores (a correct answer earns at least half its points).
    expect(board.entries.find((e) => e.name === 'Solo')?.score).toBeGreaterThan(0);
  });

  it("resets a scored question: every phone's answered state, score and result, then replays it", async () => {
    const { deck, phones } = await setup(['Ann', 'Ben']);
    const [ann, ben] = phones as [TClientSocket, TClientSocket];
    const slide = deck.Slides[0]!;
    const right = slide.options[0]!.id;
    const open = nextMessage(ann, 'question', (m) => m.question.phase === 'open');
    await startAndOpen(deck, 0);
    await open;
    const scored = nextMessage(ben, 'me', (m) => m.me.lastResult?.slideId === slide.id);
    for (const phone of [ann, ben]) await answer(phone, { slideId: slide.id, optionId: right });
    expect((await scored).me.score).toBeGreaterThan(0);

    const cleared = phones.map((phone) =>
      nextMessage(phone, 'me', (m) => !m.me.answeredSlideIds.includes(slide.id)),
    );
    await live.callOk('POST', `${API_PATHS.slideReset}${slide.id}/`, {});
    for (const me of await Promise.all(cleared)) {
      expect(me.me).toMatchObject({ score: 0, rank: null, lastResult: null });
    }

    const reopened = nextMessage(ann, 'question', (m) => m.question.phase === 'open');
    await startAndOpen(deck, 0);
    await reopened;
    const rescored = nextMessage(ann, 'me', (m) => m.me.lastResult?.slideId === slide.id);
    expect(await answer(ann, { slideId: slide.id, optionId: right })).toMatchObject({ ok: true });
    expect(await answer(ben, { slideId: slide.id, optionId: right })).toMatchObject({ ok: true });
    const me = (await rescored).me;
    expect(me).toMatchObject({ rank: 1, lastResult: { correct: true } });
    expect(me.score).toBe(me.lastResult?.points);
  });
});
