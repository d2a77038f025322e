import { API_PATHS, type TRoomResponse } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { disconnected, emit, joinOk, nextMessage } from '../../../test/live-clients';
import { useGatedLiveFixture } from '../../../test/live-fixture';

/** A removed participant stays out: back online through recovery, or removed while joining. */
describe('live: removal reaches phones that were out of reach', () => {
  const { gate, live } = useGatedLiveFixture();

  /** A poll deck, its presenter socket, and the count of phones holding a place. */
  async function room() {
    const deck = await live.deck(['poll', 'poll']);
    const presenter = await live.presenter(deck.id);
    const online = () => live.playerCount(deck.id, presenter);
    const idOf = async (name: string) => {
      const path = `${API_PATHS.liveRoom}${deck.id}/`;
      const listed = await live.callOk<TRoomResponse>('GET', path);
      return listed.participants.find((p) => p.name === name)?.id ?? '';
    };
    const remove = (id: string) =>
      live.callOk('DELETE', `${API_PATHS.liveParticipantRemove}${id}/`);
    return { deck, presenter, online, idOf, remove };
  }

  it('refuses a phone removed while offline when it comes back through recovery', async () => {
    const { deck, presenter, online, idOf, remove } = await room();
    const bob = await live.phone();
    await joinOk(bob, { code: deck.uniqueCode, name: 'Bob' });
    // Its network drops; the presenter removes it meanwhile (its socket is out of reach).
    await live.dropAfterBroadcast(deck, bob, presenter, 0);
    await remove(await idOf('Bob'));

    const told = nextMessage(bob, 'removed');
    const gone = disconnected(bob);
    bob.connect();
    await told;
    expect(bob.recovered).toBe(true);
    expect(await gone).toBe('io server disconnect');
    expect(await online()).toBe(0);
  });

  it('refuses a phone removed between its join being read and entering its room', async () => {
    const { deck, online, idOf, remove } = await room();
    const first = await live.phone();
    const { participantToken } = await joinOk(first, { code: deck.uniqueCode, name: 'Ann' });
    first.close();
    const id = await idOf('Ann');

    // The phone comes back with its token; its place request is held while the presenter removes it.
    const again = await live.phone();
    gate.hold();
    const held = gate.waiting();
    const ack = emit(again, 'audience:join', { code: deck.uniqueCode, participantToken });
    await held;
    await remove(id);
    const told = nextMessage(again, 'removed');
    const gone = disconnected(again);
    gate.release();
    await told;
    expect(await gone).toBe('io server disconnect');
    await ack.catch(() => undefined);
    expect(await online()).toBe(0);
  });
});
