import { describe, expect, it } from 'vitest';
import { disconnected, emit, type TClientSocket } from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';
import { JOIN_LIMITS } from './join-limits';

/** Joins are limited per socket and per address (TRUST_PROXY: each test is its own address). */
describe('live: join flooding and code guessing', () => {
  const live = useLiveFixture({ env: { TRUST_PROXY: 'true' } });

  /** A phone socket from that client address. */
  const phoneFrom = (ip: string) => live.phone({ forwardedFor: ip });

  const wrongCode = (i: number) => String(90_000_000 + i);

  it('refuses wrong codes past the limit with a wait, for the address too, then disconnects', async () => {
    const phone = await phoneFrom('203.0.113.1');
    for (let i = 0; i < JOIN_LIMITS.missesPerMinute; i += 1) {
      const ack = await emit(phone, 'audience:join', { code: wrongCode(i) });
      expect(ack).toMatchObject({ ok: false, error: { code: 'not_found' } });
    }
    const limited = await emit(phone, 'audience:join', { code: wrongCode(99) });
    expect(limited).toMatchObject({
      ok: false,
      error: { code: 'rate_limited', retryAfterSec: expect.any(Number) },
    });
    if (limited.ok) return;
    expect(limited.error.retryAfterSec).toBeGreaterThan(0);
    expect(limited.error.retryAfterSec).toBeLessThanOrEqual(60);

    // Another socket from the same address gets no fresh allowance for wrong codes.
    const sibling = await phoneFrom('203.0.113.1');
    expect(await emit(sibling, 'audience:join', { code: wrongCode(98) })).toMatchObject({
      ok: false,
      error: { code: 'rate_limited' },
    });
    // Another address is not concerned.
    const neighbour = await phoneFrom('203.0.113.2');
    expect(await emit(neighbour, 'audience:join', { code: wrongCode(97) })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });

    // A socket that keeps going is disconnected.
    const gone = disconnected(phone);
    for (let i = 0; i < JOIN_LIMITS.refusalsBeforeDisconnect; i += 1) {
      phone.emit('audience:join', { code: wrongCode(i) }, () => undefined);
    }
    expect(await gone).toBe('io server disconnect');
  });

  it('lets a classroom behind one address keep joining its live deck after typos used up the wrong codes', async () => {
    const deck = await live.deck(['poll']);
    const first = await phoneFrom('203.0.113.9');
    expect(await emit(first, 'audience:join', { code: deck.uniqueCode })).toMatchObject({
      ok: true,
    });
    // Mistyped codes from the same school network use up the address's allowance…
    for (let i = 0; i < JOIN_LIMITS.missesPerMinute; i += 1) {
      const typo = await phoneFrom('203.0.113.9');
      const ack = await emit(typo, 'audience:join', { code: wrongCode(300 + i) });
      expect(ack).toMatchObject({ ok: false, error: { code: 'not_found' } });
    }
    // …yet the next pupil typing the right code joins: a code that exists is no guess.
    const next = await phoneFrom('203.0.113.9');
    expect(await emit(next, 'audience:join', { code: deck.uniqueCode })).toMatchObject({
      ok: true,
    });
    // Any other code from that address is still refused for the rest of the minute.
    const guesser = await phoneFrom('203.0.113.9');
    expect(await emit(guesser, 'audience:join', { code: wrongCode(399) })).toMatchObject({
      ok: false,
      error: { code: 'rate_limited' },
    });
  });

  it('lets a right code join from an address limited by wrong codes, its deck not loaded on this node yet', async () => {
    // A school behind one address: typos use up the address's wrong codes…
    for (let i = 0; i < JOIN_LIMITS.missesPerMinute + 2; i += 1) {
      const typo = await phoneFrom('203.0.113.10');
      await emit(typo, 'audience:join', { code: wrongCode(500 + i) });
    }
    const guesser = await phoneFrom('203.0.113.10');
    expect(await emit(guesser, 'audience:join', { code: wrongCode(599) })).toMatchObject({
      ok: false,
      error: { code: 'rate_limited' },
    });
    // …then the teacher's deck (never joined, so not loaded here: as after a restart or an idle
    // eviction) is joined by every pupil typing its code, and none of them costs a point.
    const deck = await live.deck(['poll']);
    const pupils = await Promise.all(Array.from({ length: 5 }, () => phoneFrom('203.0.113.10')));
    const acks = await Promise.all(
      pupils.map((pupil) => emit(pupil, 'audience:join', { code: deck.uniqueCode })),
    );
    expect(acks.map((ack) => (ack.ok ? 'ok' : ack.error.code))).toEqual(Array(5).fill('ok'));
  });

  it('never counts a code that exists: an address that only joins real codes keeps its wrong codes', async () => {
    // More real codes than the wrong-code allowance, none of them loaded on this node yet.
    const decks = await Promise.all(
      Array.from({ length: JOIN_LIMITS.missesPerMinute + 2 }, () => live.deck(['poll'])),
    );
    const phone = await phoneFrom('203.0.113.11');
    for (const deck of decks) {
      expect(await emit(phone, 'audience:join', { code: deck.uniqueCode })).toMatchObject({
        ok: true,
      });
    }
    // The whole allowance of wrong codes is still there, for the address and the socket.
    for (let i = 0; i < JOIN_LIMITS.missesPerMinute; i += 1) {
      expect(await emit(phone, 'audience:join', { code: wrongCode(700 + i) })).toMatchObject({
        ok: false,
        error: { code: 'not_found' },
      });
    }
  });

  it('answers no more wrong codes than the allowance to parallel sockets of one address', async () => {
    const phones = await Promise.all(Array.from({ length: 30 }, () => phoneFrom('203.0.113.6')));
    const acks = await Promise.all(
      phones.map((phone, i) => emit(phone, 'audience:join', { code: wrongCode(200 + i) })),
    );
    const codes = acks.map((ack) => (ack.ok ? 'ok' : ack.error.code));
    expect(codes.filter((code) => code === 'not_found').length).toBeLessThanOrEqual(
      JOIN_LIMITS.missesPerMinute,
    );
    expect(codes.filter((code) => code !== 'not_found').every((c) => c === 'rate_limited')).toBe(
      true,
    );
  });

  it('runs one join at a time per socket: a flood is refused and disconnected', async () => {
    const deck = await live.deck(['poll']);
    const phone = await phoneFrom('203.0.113.3');
    const gone = disconnected(phone);
    const acks = Array.from({ length: 50 }, (_, i) =>
      emit(phone, 'audience:join', { code: deck.uniqueCode, name: `n${i}` }).catch(() => null),
    );
    expect(await gone).toBe('io server disconnect');
    const answered = (await Promise.all(acks)).filter((ack) => ack !== null);
    const busy = answered.filter((ack) => !ack.ok && ack.error.code === 'rate_limited');
    expect(answered.filter((ack) => ack.ok).length).toBeLessThanOrEqual(2);
    expect(busy.length).toBeGreaterThan(JOIN_LIMITS.refusalsBeforeDisconnect);
  });

  it('limits new participants per address and presentation', async () => {
    const deck = await live.deck(['poll']);
    const other = await live.deck(['poll']);
    const limit = JOIN_LIMITS.participantsPerIpPerDeckPerMinute;
    // Ten phones of one classroom behind one address, each joining afresh many times.
    const phones = await Promise.all(Array.from({ length: 10 }, () => phoneFrom('203.0.113.4')));
    const results = await Promise.all(
      phones.map(async (phone) => {
        const codes: string[] = [];
        for (let i = 0; i < limit / phones.length; i += 1) {
          const ack = await emit(phone, 'audience:join', { code: deck.uniqueCode });
          codes.push(ack.ok ? 'ok' : ack.error.code);
        }
        return codes;
      }),
    );
    expect(results.flat().every((code) => code === 'ok')).toBe(true);
    const [first] = phones as [TClientSocket];
    expect(await emit(first, 'audience:join', { code: deck.uniqueCode })).toMatchObject({
      ok: false,
      error: { code: 'rate_limited', retryAfterSec: expect.any(Number) },
    });
    // Another presentation, or another address, is not concerned.
    expect(await emit(first, 'audience:join', { code: other.uniqueCode })).toMatchObject({
      ok: true,
    });
    const elsewhere = await phoneFrom('203.0.113.5');
    expect(await emit(elsewhere, 'audience:join', { code: deck.uniqueCode })).toMatchObject({
      ok: true,
    });
  });

  it('gives the point back when a nickname was taken', async () => {
    const deck = await live.deck(['poll']);
    const limit = JOIN_LIMITS.participantsPerIpPerDeckPerMinute;
    const first = await phoneFrom('203.0.113.7');
    const ana = await emit(first, 'audience:join', { code: deck.uniqueCode, name: 'Ana' });
    expect(ana.ok ? 'joined' : ana.error).toBe('joined');
    // A classroom behind the address keeps picking the taken nickname: as many tries as the
    // allowance holds, each refused for its name only.
    const phones = await Promise.all(Array.from({ length: 10 }, () => phoneFrom('203.0.113.7')));
    const codes = await Promise.all(
      phones.map(async (phone) => {
        const seen: string[] = [];
        for (let i = 0; i < limit / phones.length; i += 1) {
          const ack = await emit(phone, 'audience:join', { code: deck.uniqueCode, name: 'ana' });
          seen.push(ack.ok ? 'ok' : ack.error.code);
        }
        return seen;
      }),
    );
    expect(codes.flat().every((code) => code === 'name_taken')).toBe(true);
    const [next] = phones as [TClientSocket];
    expect(await emit(next, 'audience:join', { code: deck.uniqueCode, name: 'Bea' })).toMatchObject(
      { ok: true },
    );
  });
});
