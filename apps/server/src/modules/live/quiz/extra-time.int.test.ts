import { API_PATHS, LIVE_LIMITS, type TLiveMessage } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { answer, emit, nextMessage, type TClientSocket } from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';
import { createManualClock } from '../../../test/manual-clock';

const INTRO_MS = LIVE_LIMITS.questionIntroSec * 1000;

describe('live: extra time', () => {
  const clock = createManualClock();
  const live = useLiveFixture({ deps: { liveTuning: { clock } } });

  /**
   * A one-quiz deck, its presenter (every message it gets kept) and two named phones: `slow`
   * was given extra time ×2 by the presenter, `other` none. The question is open.
   */
  async function openQuiz() {
    const { deck, presenter, phones, joined } = await live.room(['quiz'], ['Slow', 'Other'], {
      correct: [0],
    });
    const seen: TLiveMessage[] = [];
    presenter.on('new_message', (m) => seen.push(m));
    const [slow, other] = phones as [TClientSocket, TClientSocket];
    const slowId = joined[0]!.state.me.participantId;
    const told = nextMessage(slow, 'me', (m) => m.me.timeFactor === 2);
    await live.callOk('PUT', `${API_PATHS.liveExtraTime}${slowId}/`, { timeFactor: 2 });
    await told;
    const slide = deck.Slides[0]!;
    const open = nextMessage(slow, 'question', (m) => m.question.phase === 'open');
    await live.callOk('POST', `${API_PATHS.slideGame}${slide.id}/`, { action: 'start' });
    clock.advance(INTRO_MS);
    await open;
    const limitMs = slide.timeLimitSec * 1000;
    const right = slide.options[0]!.id;
    return { deck, slide, presenter, seen, slow, other, slowId, limitMs, right };
  }

  /** Time is up for the others: the presenter is told the question is held, not closed. */
  async function timeUpForOthers(q: Awaited<ReturnType<typeof openQuiz>>) {
    const held = nextMessage(q.presenter, 'question', (m) => m.question.held === true);
    clock.advance(q.limitMs);
    return (await held).question;
  }

  it('keeps the question open for the phone with extra time, scored against its own window', async () => {
    const q = await openQuiz();
    const held = await timeUpForOthers(q);
    expect(held).toMatchObject({ phase: 'closed', held: true });
    expect(held.closedBy).toBeUndefined();
    // The others' time is up.
    const late = await answer(q.other, { slideId: q.slide.id, optionId: q.right });
    expect(late).toMatchObject({ ok: false, error: { code: 'closed' } });
    // Results and the correct answer wait.
    expect(
      q.seen.some((m) => m.type === 'results' && m.results.correctOptionIds !== undefined),
    ).toBe(false);
    // At 3/4 of its own window (1.5 × the time limit): the points of 3/4 of a normal window.
    clock.advance(q.limitMs / 2);
    const closed = nextMessage(q.presenter, 'question', (m) => m.question.closedBy === 'time');
    const result = nextMessage(q.slow, 'me', (m) => m.me.lastResult?.slideId === q.slide.id);
    const ack = await answer(q.slow, { slideId: q.slide.id, optionId: q.right });
    expect(ack.ok).toBe(true);
    // Its answer was the last one awaited: the question closes for everyone now.
    expect((await closed).question.held).toBeUndefined();
    const expected = Math.round((1 - 0.75 / 2) * q.slide.points);
    expect((await result).me.lastResult).toMatchObject({ correct: true, points: expected });
  });

  it('holds the results until the longer window ends when the phone does not answer', async () => {
    const q = await openQuiz();
    await timeUpForOthers(q);
    const closed = nextMessage(q.presenter, 'question', (m) => m.question.closedBy === 'time');
    clock.advance(q.limitMs - 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(q.seen.some((m) => m.type === 'question' && m.question.closedBy)).toBe(false);
    clock.advance(1);
    await closed;
    const late = await answer(q.slow, { slideId: q.slide.id, optionId: q.right });
    expect(late).toMatchObject({ ok: false, error: { code: 'closed' } });
  });

  it('the presenter closes a held question by hand', async () => {
    const q = await openQuiz();
    await timeUpForOthers(q);
    const closed = nextMessage(q.slow, 'question', (m) => m.question.closedBy === 'presenter');
    await live.callOk('POST', `${API_PATHS.slideGame}${q.slide.id}/`, {
      action: 'close',
    });
    const question = (await closed).question;
    // It closed for the others at their time, which the phones are still shown.
    expect(question.closesAt - question.opensAt).toBe(q.limitMs);
    const late = await answer(q.slow, { slideId: q.slide.id, optionId: q.right });
    expect(late).toMatchObject({ ok: false, error: { code: 'closed' } });
  });

  it('never tells the big screen who has extra time', async () => {
    const q = await openQuiz();
    await timeUpForOthers(q);
    await answer(q.slow, { slideId: q.slide.id, optionId: q.right });
    await nextMessage(q.presenter, 'question', (m) => m.question.closedBy === 'time');
    const sent = JSON.stringify(q.seen);
    expect(sent).not.toContain('timeFactor');
    expect(sent).not.toContain(q.slowId);
  });

  it('a phone entering the code the control screen shows gets ×1.5', async () => {
    const q = await openQuiz();
    const { code } = await live.callOk<{ code: string }>(
      'GET',
      `${API_PATHS.liveExtraTimeCode}${q.deck.id}/`,
    );
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await emit(q.other, 'extraTime:claim', {
      code: code === '000000' ? '000001' : '000000',
    });
    expect(wrong).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    const claimed = await emit(q.other, 'extraTime:claim', { code });
    expect(claimed).toMatchObject({ ok: true, data: { me: { timeFactor: 1.5 } } });
    // The presenter's room list shows it; nothing else does.
    const room = await live.callOk<{ participants: { name: string; timeFactor: number }[] }>(
      'GET',
      `${API_PATHS.liveRoom}${q.deck.id}/`,
    );
    expect(room.participants.find((p) => p.name === 'Other')?.timeFactor).toBe(1.5);
  });
});
