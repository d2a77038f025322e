import { API_PATHS, LIVE_LIMITS, type TLiveMessage } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { getDeck } from '../../../test/deck-factories';
import { answer, joinOk, markCorrect, nextMessage } from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';
import { createManualClock } from '../../../test/manual-clock';

const INTRO_MS = LIVE_LIMITS.questionIntroSec * 1000;

/** Extra time the presenter gives while the question is already open. */
describe('live: extra time given mid-question', () => {
  const clock = createManualClock();
  const live = useLiveFixture({ deps: { liveTuning: { clock } } });

  /**
   * A one-quiz deck, its big screen (every message kept) and two named phones; the question has
   * been open for half its time when the presenter gives `slow` its extra time.
   */
  async function halfwayWithExtraTime(timeFactor: 1.5 | 2) {
    const created = await live.deck(['quiz']);
    await markCorrect(live.app, live.token, created, 0);
    const deck = await getDeck(live.app, live.token, created.id);
    const presenter = await live.presenter(deck.id);
    const seen: TLiveMessage[] = [];
    presenter.on('new_message', (m) => seen.push(m));
    const [slow, other] = await live.phones(2);
    const joined = await joinOk(slow!, { code: deck.uniqueCode, name: 'Slow' });
    await joinOk(other!, { code: deck.uniqueCode, name: 'Other' });
    const slide = deck.Slides[0]!;
    const limitMs = slide.timeLimitSec * 1000;
    const open = nextMessage(slow!, 'question', (m) => m.question.phase === 'open');
    await live.callOk('POST', `${API_PATHS.slideGame}${slide.id}/`, { action: 'start' });
    clock.advance(INTRO_MS);
    await open;
    clock.advance(limitMs / 2);
    const slowId = joined.state.me.participantId;
    const told = nextMessage(slow!, 'me', (m) => m.me.timeFactor === timeFactor);
    await live.callOk('PUT', `${API_PATHS.liveExtraTime}${slowId}/`, { timeFactor });
    await told;
    const right = slide.options[0]!.id;
    return { slide, presenter, seen, slow: slow!, other: other!, slowId, limitMs, right };
  }

  const closedBy = (seen: TLiveMessage[]) =>
    seen.some((m) => m.type === 'question' && m.question.closedBy !== undefined);
  const revealed = (seen: TLiveMessage[]) =>
    seen.some((m) => m.type === 'results' && m.results.correctOptionIds !== undefined);

  it('×2: its window runs from the question’s start, its points use it, results wait for it', async () => {
    const q = await halfwayWithExtraTime(2);
    // The others' time is up at the usual moment: held, nothing shown.
    const held = nextMessage(q.presenter, 'question', (m) => m.question.held === true);
    clock.advance(q.limitMs / 2);
    expect((await held).question.closedBy).toBeUndefined();
    const late = await answer(q.other, { slideId: q.slide.id, optionId: q.right });
    expect(late).toMatchObject({ ok: false, error: { code: 'closed' } });
    expect(revealed(q.seen)).toBe(false);
    // 1.5 × the time from the start is 3/4 of its own window: the points of 3/4 of a window.
    clock.advance(q.limitMs / 2);
    const closed = nextMessage(q.presenter, 'question', (m) => m.question.closedBy === 'time');
    const result = nextMessage(q.slow, 'me', (m) => m.me.lastResult?.slideId === q.slide.id);
    expect((await answer(q.slow, { slideId: q.slide.id, optionId: q.right })).ok).toBe(true);
    await closed;
    const expected = Math.round((1 - 0.75 / 2) * q.slide.points);
    expect((await result).me.lastResult).toMatchObject({ correct: true, points: expected });
    // Nothing on the big screen says who had extra time, or that anyone had.
    const sent = JSON.stringify(q.seen);
    expect(sent).not.toContain('timeFactor');
    expect(sent).not.toContain(q.slowId);
  });

  it('×1.5 without an answer: closes at 1.5 × the time from the question’s start', async () => {
    const q = await halfwayWithExtraTime(1.5);
    const held = nextMessage(q.presenter, 'question', (m) => m.question.held === true);
    clock.advance(q.limitMs / 2);
    await held;
    // Its own end: 1.5 × the time limit after the opening, not after the extra time was given.
    clock.advance(q.limitMs / 2 - 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closedBy(q.seen)).toBe(false);
    expect(revealed(q.seen)).toBe(false);
    const closed = nextMessage(q.presenter, 'question', (m) => m.question.closedBy === 'time');
    const shown = nextMessage(
      q.presenter,
      'results',
      (m) => m.results.correctOptionIds !== undefined,
    );
    clock.advance(1);
    const question = (await closed).question;
    // The big screen's timing is the usual one; the correct answer comes now.
    expect(question.closesAt - question.opensAt).toBe(q.limitMs);
    await shown;
    const late = await answer(q.slow, { slideId: q.slide.id, optionId: q.right });
    expect(late).toMatchObject({ ok: false, error: { code: 'closed' } });
  });
});
