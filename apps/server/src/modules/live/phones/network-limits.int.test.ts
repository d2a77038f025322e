import { API_PATHS, getAudienceLimit, LIVE_LIMITS } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { answer, emit, joinOk, type TClientSocket } from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';
import { createManualClock } from '../../../test/manual-clock';

/** A Free room admits 35 people at once. */
const FREE_AUDIENCE_LIMIT = getAudienceLimit('free');

/** One client cycling participants (join afresh, answer, leave) cannot stuff a poll or a cloud. */
describe('live: answers and reactions from one network', () => {
  const clock = createManualClock();

  const live = useLiveFixture({ env: { TRUST_PROXY: 'true' }, deps: { liveTuning: { clock } } });

  /** A phone from that client address, joined to the deck of `code`. */
  async function phoneFrom(ip: string, code: string): Promise<TClientSocket> {
    const socket = await live.phone({ forwardedFor: ip });
    await joinOk(socket, { code });
    return socket;
  }

  it('takes a slide’s answers from one address through at most as many participants as the room admits', async () => {
    const deck = await live.deck(['poll', 'wordCloud']);
    const [poll, cloud] = deck.Slides as [(typeof deck.Slides)[0], (typeof deck.Slides)[0]];
    const goTo = (slideActiveId: string) =>
      live.callOk('PUT', `${API_PATHS.slideNext}${deck.id}/`, { slideActiveId });
    const cycles = FREE_AUDIENCE_LIMIT + 5;

    /** Joins afresh `cycles` times from one address, sends `send`, leaves (the first stays). */
    async function cycle(ip: string, send: (phone: TClientSocket) => ReturnType<typeof answer>) {
      const outcomes: string[] = [];
      let first: TClientSocket | undefined;
      for (let i = 0; i < cycles; i += 1) {
        const phone = await phoneFrom(ip, deck.uniqueCode);
        const ack = await send(phone);
        outcomes.push(ack.ok ? 'ok' : ack.error.code);
        if (i === 0) first = phone;
        else phone.close();
      }
      return { outcomes, first: first! };
    }

    await goTo(poll.id);
    const votes = await cycle('203.0.113.70', (phone) =>
      answer(phone, { slideId: poll.id, optionId: poll.options[0]!.id }),
    );
    expect(votes.outcomes).toEqual([
      ...Array(FREE_AUDIENCE_LIMIT).fill('ok'),
      ...Array(cycles - FREE_AUDIENCE_LIMIT).fill('full'),
    ]);

    await goTo(cloud.id);
    const words = await cycle('203.0.113.71', (phone) =>
      answer(phone, { slideId: cloud.id, words: ['stuffed'] }),
    );
    expect(words.outcomes.filter((o) => o === 'ok')).toHaveLength(FREE_AUDIENCE_LIMIT);
    // A participant counted already sends the rest of its own words, at the cap too.
    expect(await answer(words.first, { slideId: cloud.id, words: ['more'] })).toMatchObject({
      ok: true,
    });
    // Another address is not concerned.
    const neighbour = await phoneFrom('203.0.113.72', deck.uniqueCode);
    expect(await answer(neighbour, { slideId: cloud.id, words: ['mine'] })).toMatchObject({
      ok: true,
    });
    const results = await live.callOk<{ words: { text: string; count: number }[] }>(
      'GET',
      `${API_PATHS.wordSlide}${cloud.id}/`,
    );
    expect(results.words.find((w) => w.text === 'stuffed')?.count).toBe(FREE_AUDIENCE_LIMIT);
  });

  it('takes reactions from one address at most as fast as a full room of its own sends them', async () => {
    const deck = await live.deck(['poll']);
    const perRoom = FREE_AUDIENCE_LIMIT * LIVE_LIMITS.reactionsPer10s;
    const outcomes: string[] = [];
    // Participants cycled through one address, each sending its own allowance of reactions.
    for (let i = 0; i < FREE_AUDIENCE_LIMIT + 5; i += 1) {
      const phone = await phoneFrom('203.0.113.80', deck.uniqueCode);
      for (let r = 0; r < LIVE_LIMITS.reactionsPer10s; r += 1) {
        const ack = await emit(phone, 'reaction:send', { kind: 'heart' });
        outcomes.push(ack.ok ? 'ok' : ack.error.code);
      }
      phone.close();
    }
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(perRoom);
    expect(outcomes.slice(perRoom).every((o) => o === 'rate_limited')).toBe(true);
    // Another address is not concerned; the next window takes the address's reactions again.
    const neighbour = await phoneFrom('203.0.113.81', deck.uniqueCode);
    expect(await emit(neighbour, 'reaction:send', { kind: 'heart' })).toMatchObject({ ok: true });
    clock.advance(10_000);
    const later = await phoneFrom('203.0.113.80', deck.uniqueCode);
    expect(await emit(later, 'reaction:send', { kind: 'heart' })).toMatchObject({ ok: true });
  });
});
