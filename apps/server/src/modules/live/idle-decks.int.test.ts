import { API_PATHS, LIVE_LIMITS } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { getDeck } from '../../test/deck-factories';
import { answer, emit, joinOk, markCorrect, nextMessage } from '../../test/live-clients';
import { useLiveFixture } from '../../test/live-fixture';
import { createManualClock } from '../../test/manual-clock';

/*
 * What a node keeps per deck is freed once the deck has been idle for a while
 * (on a manual clock the test moves), and the deck is loaded again on demand.
 */
describe('live: idle decks leave memory', () => {
  const IDLE_MS = 60_000;
  const clock = createManualClock();
  const t = useLiveFixture({
    deps: { liveTuning: { idleDeckMs: IDLE_MS, idleSweepMs: 0, clock } },
  });

  it('empties every per-deck map after the idle time, and reloads the deck on demand', async () => {
    const created = await t.deck(['quiz', 'wordCloud']);
    await markCorrect(t.app, t.token, created, 0);
    const deck = await getDeck(t.app, t.token, created.id);
    const [quiz, words] = [deck.Slides[0]!, deck.Slides[1]!];
    const presenter = await t.presenter(deck.id);
    const phone = await t.phone();
    const joined = await joinOk(phone, { code: deck.uniqueCode, name: 'Ada' });

    // A played session: a quiz question (closed once its only phone answered), words, reactions.
    const open = nextMessage(phone, 'question', (m) => m.question.phase === 'open');
    await t.callOk('POST', `${API_PATHS.slideGame}${quiz.id}/`, { action: 'start' });
    clock.advance(LIVE_LIMITS.questionIntroSec * 1000);
    await open;
    const closed = nextMessage(phone, 'me', (m) => m.me.lastResult?.slideId === quiz.id);
    expect(await answer(phone, { slideId: quiz.id, optionId: quiz.options[0]!.id })).toMatchObject({
      ok: true,
    });
    await closed;
    await t.callOk('PUT', `${API_PATHS.slideNext}${deck.id}/`, {
      slideActiveId: words.id,
    });
    expect(await answer(phone, { slideId: words.id, words: ['sun'] })).toMatchObject({ ok: true });
    expect(await emit(phone, 'reaction:send', { kind: 'heart' })).toMatchObject({ ok: true });
    // A Q&A read counts in the phone's Q&A window (Q&A is off: refused, counted all the same).
    await emit(phone, 'qa:list', {});

    const gone = nextMessage(presenter, 'players', (m) => m.playerCount === 0);
    phone.close();
    await gone;
    presenter.close();
    const sizes = () => t.app.live.idle.sizes();
    expect(sizes()).toMatchObject({ reactions: 1, qaLimiter: 1 });

    // Not idle long enough yet: kept.
    clock.advance(IDLE_MS / 2);
    t.app.live.idle.sweep();
    expect(sizes().decks).toBeGreaterThan(0);
    clock.advance(IDLE_MS / 2 + 1);
    t.app.live.idle.sweep();
    expect(sizes()).toEqual({
      decks: 0,
      presence: 0,
      quiz: 0,
      views: 0,
      quota: 0,
      shares: 0,
      joinResults: 0,
      reactions: 0,
      networkReactions: 0,
      qaLimiter: 0,
      removed: 0,
    });

    // The phone comes back later: the deck is read again, with its score and answers.
    const back = await t.phone();
    const resumed = await joinOk(back, {
      code: deck.uniqueCode,
      participantToken: joined.participantToken,
    });
    expect(resumed.state.me.score).toBeGreaterThan(0);
    expect(resumed.state.me.answeredSlideIds.sort()).toEqual([quiz.id, words.id].sort());
    expect(await answer(back, { slideId: words.id, words: ['rain'] })).toMatchObject({ ok: true });
    back.close();
  });

  it('frees the counts and timers though it was not cached here', async () => {
    const created = await t.deck(['quiz', 'wordCloud']);
    await markCorrect(t.app, t.token, created, 0);
    const deck = await getDeck(t.app, t.token, created.id);
    // The first test's deck was loaded again: only this deck's share must go.
    const sizes = () => t.app.live.idle.sizes();
    const before = sizes();
    const [quiz, words] = [deck.Slides[0]!, deck.Slides[1]!];
    const phone = await t.phone();
    await joinOk(phone, { code: deck.uniqueCode, name: 'Ada' });
    // Words sent (counts held), then a quiz question running (timers held).
    await t.callOk('PUT', `${API_PATHS.slideNext}${deck.id}/`, {
      slideActiveId: words.id,
    });
    expect(await answer(phone, { slideId: words.id, words: ['sun'] })).toMatchObject({ ok: true });
    await t.callOk('PUT', `${API_PATHS.slideNext}${deck.id}/`, {
      slideActiveId: quiz.id,
    });
    const open = nextMessage(phone, 'question', (m) => m.question.phase === 'open');
    await t.callOk('POST', `${API_PATHS.slideGame}${quiz.id}/`, { action: 'start' });
    clock.advance(LIVE_LIMITS.questionIntroSec * 1000);
    await open;
    expect(sizes().quota).toBeGreaterThan(before.quota ?? 0);
    expect(sizes().quiz).toBeGreaterThan(before.quiz ?? 0);

    // An edit drops the cached deck; the deletion comes before anything loads it again.
    t.app.live.resets.deckChanged(deck.id);
    const ended = nextMessage(phone, 'ended');
    await t.callOk('DELETE', `${API_PATHS.presentationDelete}${deck.id}/`);
    await ended;
    expect(sizes()).toMatchObject({ quota: before.quota, quiz: before.quiz });
    phone.close();
  });
});
