import { API_PATHS, getAudienceLimit, type TQaPhoneView } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { closeAll, emit, joinOk, type TClientSocket } from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';

/** One client cycling participants (join afresh, like, leave) cannot stuff a question's likes. */
/** A Free room admits 35 people at once. */
const FREE_AUDIENCE_LIMIT = getAudienceLimit('free');

describe('Q&A: likes from one network', () => {
  const live = useLiveFixture({ env: { TRUST_PROXY: 'true' } });

  /** A phone socket from that client address. */
  const phoneFrom = (ip: string) => live.phone({ forwardedFor: ip });

  it('gives a question at most as many likes from one address as the room admits at once', async () => {
    const deck = await live.deck(['poll']);
    await live.callOk('PUT', `${API_PATHS.liveQa}${deck.id}/settings/`, {
      enabled: true,
      moderated: false,
    });
    const asker = await phoneFrom('198.51.100.50');
    await joinOk(asker, { code: deck.uniqueCode });
    const asked = await emit(asker, 'qa:ask', { requestId: crypto.randomUUID(), text: 'Why?' });
    if (!asked.ok) throw new Error(asked.error.message);
    const questionId = asked.data.question.id;

    // The first phone stays; every other one joins afresh, likes and leaves (a Free room: 35).
    const outcomes: string[] = [];
    let first: TClientSocket | undefined;
    for (let i = 0; i < FREE_AUDIENCE_LIMIT - 5; i += 1) {
      const phone = await phoneFrom('203.0.113.60');
      await joinOk(phone, { code: deck.uniqueCode });
      const like = await emit(phone, 'qa:vote', { questionId, up: true });
      outcomes.push(like.ok ? 'ok' : like.error.code);
      if (i === 0) first = phone;
      else phone.close();
    }
    // Ten more at the same moment for the last five likes: five get one, however they interleave.
    const burst = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const phone = await phoneFrom('203.0.113.60');
        await joinOk(phone, { code: deck.uniqueCode });
        return phone;
      }),
    );
    const likes = await Promise.all(
      burst.map((phone) => emit(phone, 'qa:vote', { questionId, up: true })),
    );
    outcomes.push(...likes.map((like) => (like.ok ? 'ok' : like.error.code)));
    closeAll(burst);
    // And the cycling goes on, to no avail.
    for (let i = 0; i < 5; i += 1) {
      const phone = await phoneFrom('203.0.113.60');
      await joinOk(phone, { code: deck.uniqueCode });
      const like = await emit(phone, 'qa:vote', { questionId, up: true });
      outcomes.push(like.ok ? 'ok' : like.error.code);
      phone.close();
    }
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(FREE_AUDIENCE_LIMIT);
    expect(outcomes.filter((o) => o !== 'ok')).toEqual(Array(10).fill('full'));
    const board = async () => {
      const list = await emit(asker, 'qa:list', {});
      if (!list.ok) throw new Error(list.error.message);
      return (list.data as TQaPhoneView).questions.find((q) => q.id === questionId)?.votes;
    };
    expect(await board()).toBe(FREE_AUDIENCE_LIMIT);

    // Another network is not concerned.
    const neighbour = await phoneFrom('203.0.113.61');
    await joinOk(neighbour, { code: deck.uniqueCode });
    expect(await emit(neighbour, 'qa:vote', { questionId, up: true })).toMatchObject({ ok: true });
    // A like taken back from the address makes room for one more of it, not more.
    expect(await emit(first!, 'qa:vote', { questionId, up: false })).toMatchObject({ ok: true });
    const next = await phoneFrom('203.0.113.60');
    await joinOk(next, { code: deck.uniqueCode });
    expect(await emit(next, 'qa:vote', { questionId, up: true })).toMatchObject({ ok: true });
    const last = await phoneFrom('203.0.113.60');
    await joinOk(last, { code: deck.uniqueCode });
    expect(await emit(last, 'qa:vote', { questionId, up: true })).toMatchObject({
      ok: false,
      error: { code: 'full', limit: FREE_AUDIENCE_LIMIT },
    });
    // Liking again what one already likes is no new like, at the cap too.
    expect(await emit(next, 'qa:vote', { questionId, up: true })).toMatchObject({ ok: true });
    expect(await board()).toBe(FREE_AUDIENCE_LIMIT + 1);
  });
});
