import { API_PATHS, type TSlideResults, type TWordListResponse } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { createCommitGate } from '../../../test/commit-gate';
import { answer, joinOk } from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';

/**
 * The most a reset is given to finish while a write is held. A reset that waits for the write
 * never finishes before the release, so this bounds the test; one that does not wait finishes
 * (and the race resolves) as soon as its delete is done.
 */
const RESET_CAP_MS = 300;

/* A reset takes the answers and entries accepted before it, even when they are still being written. */
describe('live: reset while writes are in flight', () => {
  const answerGate = createCommitGate();
  const entryGate = createCommitGate();

  const live = useLiveFixture({
    deps: {
      liveTuning: { beforeAnswerCommit: answerGate.hook, beforeEntryCommit: entryGate.hook },
    },
  });

  async function liveSlide(type: 'wordCloud' | 'poll') {
    const deck = await live.deck([type]);
    const slide = deck.Slides[0]!;
    const phone = await live.phone();
    await joinOk(phone, { code: deck.uniqueCode, name: type });
    await live.callOk('PUT', `${API_PATHS.slideNext}${deck.id}/`, {
      slideActiveId: slide.id,
    });
    return { phone, slide };
  }

  async function resetDuring(
    gate: ReturnType<typeof createCommitGate>,
    send: () => Promise<unknown>,
    slideId: string,
  ) {
    const held = gate.hold();
    const sent = send();
    await held.entered;
    const reset = live.callOk('POST', `${API_PATHS.slideReset}${slideId}/`, {});
    await Promise.race([reset, new Promise((resolve) => setTimeout(resolve, RESET_CAP_MS))]);
    held.release();
    expect(await sent).toMatchObject({ ok: true });
    await reset;
  }

  it('deletes words accepted before the reset but written during it', async () => {
    const { phone, slide } = await liveSlide('wordCloud');
    const send = () => answer(phone, { slideId: slide.id, words: ['rain'] });
    await resetDuring(entryGate, send, slide.id);
    const words = () => live.callOk<TWordListResponse>('GET', `${API_PATHS.wordSlide}${slide.id}/`);
    expect((await words()).entries).toEqual([]);
    // The counts were reloaded: the phone may send its words again.
    expect(await send()).toMatchObject({ ok: true });
    expect((await words()).entries.map((e) => e.text)).toEqual(['rain']);
  });

  it('deletes votes accepted before the reset but written during it', async () => {
    const { phone, slide } = await liveSlide('poll');
    const send = () => answer(phone, { slideId: slide.id, optionId: slide.options[0]!.id });
    await resetDuring(answerGate, send, slide.id);
    const results = await live.callOk<TSlideResults>(
      'GET',
      `${API_PATHS.slideResults}${slide.id}/`,
    );
    expect(results.totalResponses).toBe(0);
  });
});
