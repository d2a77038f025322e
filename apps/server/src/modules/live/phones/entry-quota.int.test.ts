import { API_PATHS, type TWordListResponse } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { createCommitGate } from '../../../test/commit-gate';
import { answer, joinOk } from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';

/*
 * The per-participant entry counts: loaded once per (participant, slide), reserved in one step.
 * The load and the write are held at gates so each race is played in a fixed order.
 */
describe('live: entry quota', () => {
  const loadGate = createCommitGate();
  const entryGate = createCommitGate();

  const live = useLiveFixture({
    deps: { liveTuning: { beforeQuotaLoad: loadGate.hook, beforeEntryCommit: entryGate.hook } },
  });

  async function wordCloudPhone(name: string) {
    const deck = await live.deck(['wordCloud']);
    const slide = deck.Slides[0]!;
    const phone = await live.phone();
    await joinOk(phone, { code: deck.uniqueCode, name });
    await live.callOk('PUT', `${API_PATHS.slideNext}${deck.id}/`, {
      slideActiveId: slide.id,
    });
    const words = async () =>
      (await live.callOk<TWordListResponse>('GET', `${API_PATHS.wordSlide}${slide.id}/`)).entries
        .map((e) => e.text)
        .sort();
    return { phone, slideId: slide.id, words };
  }

  it('does not acknowledge a retry that waited on the first load with its request before the commit', async () => {
    const { phone, slideId, words } = await wordCloudPhone('Retry');
    const requestId = crypto.randomUUID();
    const load = loadGate.hold();
    const first = answer(phone, { requestId, slideId, words: ['rain'] });
    let retryAnswered = false;
    const retry = answer(phone, { requestId, slideId, words: ['rain'] }).finally(
      () => (retryAnswered = true),
    );
    await load.entered;
    const write = entryGate.hold();
    load.release();
    await write.entered;
    // A later request on the same socket is handled after the retry and commits at once.
    expect(await answer(phone, { slideId, words: ['sun'] })).toMatchObject({ ok: true });
    expect(retryAnswered).toBe(false);

    write.release(new Error('the first write fails'));
    expect(await first).toMatchObject({ ok: false, error: { code: 'internal_error' } });
    expect(await retry).toMatchObject({ ok: true });
    expect(await words()).toEqual(['rain', 'sun']);
  });

  it('loads the counts again after a failed load', async () => {
    const { phone, slideId, words } = await wordCloudPhone('Load');
    const load = loadGate.hold();
    const first = answer(phone, { slideId, words: ['fog'] });
    await load.entered;
    load.release(new Error('the load fails'));
    expect(await first).toMatchObject({ ok: false, error: { code: 'internal_error' } });
    expect(await answer(phone, { slideId, words: ['fog'] })).toMatchObject({ ok: true });
    expect(await words()).toEqual(['fog']);
  });
});
