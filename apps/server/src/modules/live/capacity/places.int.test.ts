import { API_PATHS, type TLiveMessage } from '@crowdeck/core';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { participants } from '../../../db/schema/index';
import { callOk } from '../../../test/deck-factories';
import {
  dropTransport,
  emit,
  joinOk,
  nextMessage,
  type TClientSocket,
} from '../../../test/live-clients';
import { useGatedLiveFixture } from '../../../test/live-fixture';
import { registerWithAudienceLimit } from '../../../test/test-app';

/** Every path that puts a phone online takes a place within the plan limit, or is refused. */
describe('live: places under the plan limit', () => {
  const { gate, live } = useGatedLiveFixture({ presenter: false });

  /** A presenter with a Custom plan of `limit` places, one poll deck, and its socket. */
  async function room(limit: number) {
    const owner = await registerWithAudienceLimit(live.app, live.db, limit);
    const deck = await live.deck(['poll', 'poll'], owner.token);
    const presenter = await live.presenter(deck.id, owner.token);
    const online = () => live.playerCount(deck.id, presenter, owner.token);
    /** Pushes a slide change to the phones: a broadcast is what lets them recover later. */
    const broadcast = async (joined: TClientSocket[]) => {
      const slideActiveId = deck.Slides[1]!.id;
      const seen = joined.map((p) =>
        nextMessage(p, 'state', (m) => m.state.slide?.id === slideActiveId),
      );
      await callOk(live.app, owner.token, 'PUT', `${API_PATHS.slideNext}${deck.id}/`, {
        slideActiveId,
      });
      await Promise.all(seen);
    };
    return { deck, presenter, online, broadcast };
  }

  it('gives no place to a recovered socket when newcomers took the freed places', async () => {
    const { deck, presenter, online, broadcast } = await room(2);
    const [a, b] = (await live.phones(2)) as [TClientSocket, TClientSocket];
    await joinOk(a, { code: deck.uniqueCode });
    await joinOk(b, { code: deck.uniqueCode });
    await broadcast([a, b]);

    // Both drop their transport: the server frees their places and keeps their sessions.
    const freed = nextMessage(presenter, 'players', (m) => m.playerCount === 0);
    dropTransport(a);
    dropTransport(b);
    await freed;
    const [c, d] = (await live.phones(2)) as [TClientSocket, TClientSocket];
    await joinOk(c, { code: deck.uniqueCode });
    await joinOk(d, { code: deck.uniqueCode });

    // They come back through connection-state recovery: told `full`, no place taken.
    const refusals = [a, b].map(
      (phone) =>
        new Promise<TLiveMessage>((resolve) =>
          phone.on('new_message', (m) => m.type === 'refused' && resolve(m)),
        ),
    );
    a.connect();
    b.connect();
    const told = await Promise.all(refusals);
    expect(a.recovered && b.recovered).toBe(true);
    expect(told).toEqual([
      { type: 'refused', error: expect.objectContaining({ code: 'full' }) },
      { type: 'refused', error: expect.objectContaining({ code: 'full' }) },
    ]);
    expect(await online()).toBe(2);
    // Let go: they are not in the room any more and may not answer as members.
    const answer = await emit(a, 'reaction:send', { kind: 'heart' });
    expect(answer).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
  });

  it('takes the place back when a recovered socket finds one free', async () => {
    const { deck, presenter, online, broadcast } = await room(2);
    const [a] = (await live.phones(1)) as [TClientSocket];
    await joinOk(a, { code: deck.uniqueCode });
    await broadcast([a]);
    const freed = nextMessage(presenter, 'players', (m) => m.playerCount === 0);
    dropTransport(a);
    await freed;
    const back = nextMessage(presenter, 'players', (m) => m.playerCount === 1);
    a.connect();
    await back;
    expect(a.recovered).toBe(true);
    expect(await online()).toBe(1);
    expect(await emit(a, 'reaction:send', { kind: 'heart' })).toMatchObject({ ok: true });
  });

  it("refuses a participant's second socket when its first socket's place request is refused", async () => {
    const { deck, online } = await room(1);
    const [first, other, s1, s2] = (await live.phones(4)) as TClientSocket[] as [
      TClientSocket,
      TClientSocket,
      TClientSocket,
      TClientSocket,
    ];
    const { participantToken } = await joinOk(first, { code: deck.uniqueCode });
    first.close();
    await joinOk(other, { code: deck.uniqueCode }); // the only place, once `first` has left

    gate.hold();
    const held = gate.waiting();
    const one = emit(s1, 'audience:join', { code: deck.uniqueCode, participantToken });
    await held;
    const two = emit(s2, 'audience:join', { code: deck.uniqueCode, participantToken });
    // The second must not be answered while the first is undecided (bounded: an absence).
    const early = await Promise.race([two, new Promise((resolve) => setTimeout(resolve, 500))]);
    expect(early).toBeUndefined();
    gate.release();
    expect(await one).toMatchObject({ ok: false, error: { code: 'full' } });
    expect(await two).toMatchObject({ ok: false, error: { code: 'full' } });
    expect(await online()).toBe(1);
  });

  it('answers a join sent again while the first still runs with the same participant', async () => {
    const { deck, presenter, online } = await room(5);
    const [phone] = (await live.phones(1)) as [TClientSocket];
    gate.hold();
    const held = gate.waiting();
    const first = emit(phone, 'audience:join', { code: deck.uniqueCode });
    await held;
    const retry = emit(phone, 'audience:join', { code: deck.uniqueCode });
    gate.release();
    const [a, b] = await Promise.all([first, retry]);
    if (!a.ok || !b.ok) throw new Error('join refused');
    expect(b.data.participantToken).toBe(a.data.participantToken);
    const [row] = await live.db
      .select({ n: count() })
      .from(participants)
      .where(eq(participants.presentationId, deck.id));
    expect(row?.n).toBe(1);
    expect(await online()).toBe(1);

    // Its place is given back when it leaves: none leaked.
    const left = nextMessage(presenter, 'players', (m) => m.playerCount === 0);
    phone.close();
    await left;
    expect(await online()).toBe(0);
  });
});
