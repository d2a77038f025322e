import { API_PATHS, LIVE_LIMITS, type TPresentation } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { getDeck } from '../../../test/deck-factories';
import { answer, joinOk, markCorrect, nextMessage } from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';
import { createManualClock } from '../../../test/manual-clock';

describe('quiz and poll modes: points off (a survey), texts on phones, shuffled options', () => {
  const clock = createManualClock();

  const live = useLiveFixture({ deps: { liveTuning: { clock } } });

  it('saves the modes, refuses a wrong type, and tells phones', async () => {
    const deck = await live.deck(['poll']);
    expect(deck).toMatchObject({ quizPoints: true, shuffleOptions: false, optionsOnPhones: true });
    const path = `${API_PATHS.presentationUpdate}${deck.id}/`;
    const bad = await live.call('PUT', path, { quizPoints: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { quizPoints: {} } });
    await live.callOk('PUT', path, {
      shuffleOptions: true,
      optionsOnPhones: false,
    });
    expect(await getDeck(live.app, live.token, deck.id)).toMatchObject({
      quizPoints: true,
      shuffleOptions: true,
      optionsOnPhones: false,
    });
    const phone = await live.phone();
    const joined = await joinOk(phone, { code: deck.uniqueCode });
    expect(joined.state.modes).toEqual({
      points: true,
      shuffle: true,
      optionsOnPhones: false,
      streak: false,
    });
  });

  it('scores nobody with points off, but still knows right from wrong', async () => {
    const created = await live.deck(['quiz']);
    await live.callOk('PUT', `${API_PATHS.presentationUpdate}${created.id}/`, {
      quizPoints: false,
    });
    const slide = await markCorrect(live.app, live.token, created, 0);
    const deck: TPresentation = await getDeck(live.app, live.token, created.id);
    const phone = await live.phone();
    await joinOk(phone, { code: deck.uniqueCode, name: 'Ada' });
    const open = nextMessage(phone, 'question', (m) => m.question.phase === 'open');
    await live.callOk('POST', `${API_PATHS.slideGame}${slide.id}/`, {
      action: 'start',
    });
    clock.advance(LIVE_LIMITS.questionIntroSec * 1000);
    await open;
    const right = deck.Slides[0]!.options[0]!;
    // The only phone answering closes the question: its result comes next.
    const scored = nextMessage(phone, 'me', (m) => m.me.lastResult?.slideId === slide.id);
    const ack = await answer(phone, { slideId: slide.id, optionId: right.id });
    expect(ack).toMatchObject({ ok: true });
    const { me } = await scored;
    expect(me.lastResult).toMatchObject({ correct: true, points: 0 });
    expect(me.score).toBe(0);
  });

  it('adds the answer-streak bonus: +100 per earlier right answer in a row, reset by a wrong one', async () => {
    const created = await live.deck(['quiz', 'quiz', 'quiz', 'leaderboard']);
    await live.callOk('PUT', `${API_PATHS.presentationUpdate}${created.id}/`, {
      streakBonus: true,
    });
    for (const index of [0, 1, 2]) await markCorrect(live.app, live.token, created, index);
    const deck: TPresentation = await getDeck(live.app, live.token, created.id);
    expect(deck.streakBonus).toBe(true);
    const ada = await live.phone();
    const bob = await live.phone();
    await joinOk(ada, { code: deck.uniqueCode, name: 'Ada' });
    await joinOk(bob, { code: deck.uniqueCode, name: 'Bob' });
    const results: { ada: unknown; bob: unknown }[] = [];
    for (const [index, bobRight] of [
      [0, true],
      [1, false],
      [2, true],
    ] as const) {
      const slide = deck.Slides[index]!;
      const open = nextMessage(ada, 'question', (m) => m.question.phase === 'open');
      await live.callOk('POST', `${API_PATHS.slideGame}${slide.id}/`, {
        action: 'start',
      });
      clock.advance(LIVE_LIMITS.questionIntroSec * 1000);
      await open;
      const [right, wrong] = slide.options;
      const adaMe = nextMessage(ada, 'me', (m) => m.me.lastResult?.slideId === slide.id);
      const bobMe = nextMessage(bob, 'me', (m) => m.me.lastResult?.slideId === slide.id);
      await answer(ada, { slideId: slide.id, optionId: right!.id });
      await answer(bob, { slideId: slide.id, optionId: (bobRight ? right : wrong)!.id });
      results.push({ ada: (await adaMe).me, bob: (await bobMe).me });
    }
    // Answered at once (0 ms): 1000 points each right answer, plus the streak bonus.
    expect(results.map((r) => (r.ada as { lastResult: unknown }).lastResult)).toEqual([
      { slideId: deck.Slides[0]!.id, correct: true, points: 1000 },
      { slideId: deck.Slides[1]!.id, correct: true, points: 1100, bonus: 100, streak: 2 },
      { slideId: deck.Slides[2]!.id, correct: true, points: 1200, bonus: 200, streak: 3 },
    ]);
    expect(
      results.map((r) => (r.bob as { lastResult: { points: number } }).lastResult.points),
    ).toEqual([1000, 0, 1000]);
    expect((results[2]!.ada as { score: number }).score).toBe(3300);
    expect((results[2]!.bob as { score: number }).score).toBe(2000);
    const board = await live.callOk<{ entries: { name: string; score: number }[] }>(
      'GET',
      `${API_PATHS.slideLeaderboard}${deck.Slides[3]!.id}/`,
    );
    expect(board.entries.map((e) => [e.name, e.score])).toEqual([
      ['Ada', 3300],
      ['Bob', 2000],
    ]);
  });

  it('keeps the phones’ language the presenter chose, and refuses one not offered', async () => {
    const deck = await live.deck(['poll']);
    const path = `${API_PATHS.presentationUpdate}${deck.id}/`;
    expect(deck.audienceLanguage).toBeNull();
    const bad = await live.call('PUT', path, { audienceLanguage: 'xx' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      fields: { audienceLanguage: { code: 'language.invalid' } },
    });
    await live.callOk('PUT', path, { audienceLanguage: 'pt-BR' });
    expect((await getDeck(live.app, live.token, deck.id)).audienceLanguage).toBe('pt-BR');
    const phone = await live.phone();
    expect((await joinOk(phone, { code: deck.uniqueCode })).state.language).toBe('pt-BR');
    await live.callOk('PUT', path, { audienceLanguage: null });
    expect((await getDeck(live.app, live.token, deck.id)).audienceLanguage).toBeNull();
  });
});
