import { API_PATHS, LIVE_LIMITS, type TLeaderboardResponse, type TWordListResponse } from '@crowdeck/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { slides } from '../../../db/schema/index';
import { createCommitGate } from '../../../test/commit-gate';
import { getDeck } from '../../../test/deck-factories';
import { answer, joinOk, markCorrect, nextMessage, type TClientSocket } from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';
import { createManualClock } from '../../../test/manual-clock';
import { createParticipantsRepository } from './participants.repository';

/*
 * What a phone is told always follows what is stored. The commit of a
 * batch is held at a gate (a hook in the commit path), so each race is played in a fixed order.
 */
describe('live: acknowledgements and scores follow the commit', () => {
  const answerGate = createCommitGate();
  const entryGate = createCommitGate();
  const clock = createManualClock();
  const introMs = LIVE_LIMITS.questionIntroSec * 1000;

  const live = useLiveFixture({ deps: { liveTuning: { beforeAnswerCommit: answerGate.hook, beforeEntryCommit: entryGate.hook, clock } } });

  async function phonesOn(code: string, names: string[]) {
    const phones = await live.phones(names.length);
    for (const [i, phone] of phones.entries()) await joinOk(phone, { code, name: names[i] });
    return phones;
  }

  it('scores an answer accepted before the close but committed after it (the buzzer race)', async () => {
    const created = await live.deck(['quiz', 'leaderboard']);
    await markCorrect(live.app, live.token, created, 0);
    const deck = await getDeck(live.app, live.token, created.id);
    const slide = deck.Slides[0]!;
    const [buzzer, probe] = (await phonesOn(deck.uniqueCode, ['Buzzer', 'Probe'])) as [
      TClientSocket,
      TClientSocket,
    ];
    const open = nextMessage(buzzer, 'question', (m) => m.question.phase === 'open');
    await live.callOk('POST', `${API_PATHS.slideGame}${slide.id}/`, { action: 'start' });
    clock.advance(introMs);
    await open;
    const probeAnswer = () => answer(probe, { slideId: slide.id, optionId: slide.options[1]!.id });
    expect(await probeAnswer()).toMatchObject({ ok: true });

    // Accepted inside the time limit; its batch waits at the gate.
    const held = answerGate.hold();
    const accepted = answer(buzzer, { slideId: slide.id, optionId: slide.options[0]!.id });
    await held.entered;
    const scored = nextMessage(buzzer, 'me', (m) => m.me.lastResult?.slideId === slide.id);
    const closing = live.callOk('POST', `${API_PATHS.slideGame}${slide.id}/`, {
      action: 'close',
    });
    // Until the close begins, the probe's second answer is refused as a second one; from then on
    // as closed. Then the held commit lands.
    let refusal = '';
    while (refusal !== 'closed') {
      const ack = await probeAnswer();
      refusal = ack.ok ? 'accepted' : ack.error.code;
      expect(['already_answered', 'closed']).toContain(refusal);
    }
    held.release();
    expect(await accepted).toMatchObject({ ok: true });
    await closing;

    const me = (await scored).me;
    expect(me.lastResult).toMatchObject({ correct: true });
    expect(me.score).toBeGreaterThan(500);
    const board = await live.callOk<TLeaderboardResponse>('GET',
      `${API_PATHS.slideLeaderboard}${deck.Slides[1]!.id}/`,
    );
    expect(board.entries[0]).toMatchObject({ name: 'Buzzer', score: me.score, rank: me.rank });
  });

  it('scores an answer committed just after another node scored its question', async () => {
    const created = await live.deck(['quiz', 'leaderboard']);
    await markCorrect(live.app, live.token, created, 0);
    const deck = await getDeck(live.app, live.token, created.id);
    const slide = deck.Slides[0]!;
    const [buzzer] = (await phonesOn(deck.uniqueCode, ['Buzzer', 'Other'])) as [TClientSocket];
    const open = nextMessage(buzzer, 'question', (m) => m.question.phase === 'open');
    await live.callOk('POST', `${API_PATHS.slideGame}${slide.id}/`, { action: 'start' });
    clock.advance(introMs);
    await open;

    const held = answerGate.hold();
    const accepted = answer(buzzer, { slideId: slide.id, optionId: slide.options[0]!.id });
    await held.entered;
    // Another node closes and scores the question meanwhile (its own writes, no word to this one).
    await live.db
      .update(slides)
      .set({ questionClosesAt: new Date(clock.now()), gameScreen: 'result' })
      .where(eq(slides.id, slide.id));
    await createParticipantsRepository(live.db).recomputeScores(deck.id, new Date(clock.now()));
    const scored = nextMessage(buzzer, 'me', (m) => m.me.lastResult?.slideId === slide.id);
    held.release();
    expect(await accepted).toMatchObject({ ok: true });

    const me = (await scored).me;
    expect(me.lastResult).toMatchObject({ correct: true });
    expect(me.score).toBe(me.lastResult?.points);
    const board = await live.callOk<TLeaderboardResponse>('GET',
      `${API_PATHS.slideLeaderboard}${deck.Slides[1]!.id}/`,
    );
    expect(board.entries[0]).toMatchObject({ name: 'Buzzer', score: me.score, rank: me.rank });
  });

  it('answers an entry retry only after the first write committed, and writes it if that failed', async () => {
    const deck = await live.deck(['wordCloud']);
    const slide = deck.Slides[0]!;
    const [phone] = (await phonesOn(deck.uniqueCode, ['Words'])) as [TClientSocket];
    await live.callOk('PUT', `${API_PATHS.slideNext}${deck.id}/`, {
      slideActiveId: slide.id,
    });

    const requestId = crypto.randomUUID();
    const held = entryGate.hold();
    const first = answer(phone, { requestId, slideId: slide.id, words: ['rain'] });
    await held.entered;
    let retryAnswered = false;
    const retry = answer(phone, { requestId, slideId: slide.id, words: ['rain'] }).finally(
      () => (retryAnswered = true),
    );
    // A later request on the same socket is handled after the retry and commits at once.
    expect(await answer(phone, { slideId: slide.id, words: ['sun'] })).toMatchObject({ ok: true });
    expect(retryAnswered).toBe(false);

    held.release(new Error('the first write fails'));
    expect(await first).toMatchObject({ ok: false, error: { code: 'internal_error' } });
    expect(await retry).toMatchObject({ ok: true });
    const words = await live.callOk<TWordListResponse>('GET',
      `${API_PATHS.wordSlide}${slide.id}/`,
    );
    expect(words.entries.map((e) => e.text).sort()).toEqual(['rain', 'sun']);
  });
});
