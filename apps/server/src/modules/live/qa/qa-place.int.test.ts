import { API_PATHS, type TQaPhoneView, type TRoomResponse } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { emit, joinOk, nextMessage } from '../../../test/live-clients';
import { useGatedLiveFixture } from '../../../test/live-fixture';

/** A question's likes (and questions) come only from phones holding a place in the room. */
describe('Q&A: only a participant holding a place asks and likes', () => {
  const { gate, live } = useGatedLiveFixture();

  /** A Q&A room with Ann's question on the board and Bob joined. */
  async function room() {
    const deck = await live.deck(['poll', 'poll']);
    await live.callOk('PUT', `${API_PATHS.liveQa}${deck.id}/settings/`, {
      enabled: true,
      moderated: false,
    });
    const presenter = await live.presenter(deck.id);
    const ann = await live.phone();
    await joinOk(ann, { code: deck.uniqueCode, name: 'Ann' });
    const asked = await emit(ann, 'qa:ask', { requestId: crypto.randomUUID(), text: 'Why?' });
    if (!asked.ok) throw new Error(asked.error.message);
    const questionId = asked.data.question.id;
    const bob = await live.phone();
    const { participantToken } = await joinOk(bob, { code: deck.uniqueCode, name: 'Bob' });
    const likes = async () => {
      const list = await emit(ann, 'qa:list', {});
      if (!list.ok) throw new Error(list.error.message);
      return (list.data as TQaPhoneView).questions.find((q) => q.id === questionId)?.votes;
    };
    return { deck, presenter, bob, participantToken, questionId, likes };
  }

  it('refuses a like and a question from a phone back through recovery before its place is taken again', async () => {
    const { deck, presenter, bob, questionId, likes } = await room();
    await live.dropAfterBroadcast(deck, bob, presenter, 1);

    // Back through recovery; its place request is held (a slow counter).
    gate.hold();
    const held = gate.waiting();
    bob.connect();
    await held;
    expect(await emit(bob, 'qa:vote', { questionId, up: true })).toMatchObject({
      ok: false,
      error: { code: 'unauthorized' },
    });
    expect(
      await emit(bob, 'qa:ask', { requestId: crypto.randomUUID(), text: 'And how?' }),
    ).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    expect(await likes()).toBe(0);

    // With its place taken again, it likes as before.
    const placed = nextMessage(presenter, 'players', (m) => m.playerCount === 2);
    gate.release();
    await placed;
    expect(bob.recovered).toBe(true);
    expect(await emit(bob, 'qa:vote', { questionId, up: true })).toMatchObject({ ok: true });
    expect(await likes()).toBe(1);
  });

  it('refuses and does not count a removed participant’s like', async () => {
    const { deck, bob, participantToken, questionId, likes } = await room();
    expect(await emit(bob, 'qa:vote', { questionId, up: true })).toMatchObject({ ok: true });
    expect(await likes()).toBe(1);

    const listed = await live.callOk<TRoomResponse>('GET', `${API_PATHS.liveRoom}${deck.id}/`);
    const bobId = listed.participants.find((p) => p.name === 'Bob')?.id ?? '';
    const told = nextMessage(bob, 'removed');
    await live.callOk('DELETE', `${API_PATHS.liveParticipantRemove}${bobId}/`);
    await told;
    expect(await likes()).toBe(0);

    // Back with its token on a new socket: not let in, and its like is refused.
    const again = await live.phone();
    expect(
      await emit(again, 'audience:join', { code: deck.uniqueCode, participantToken }),
    ).toMatchObject({ ok: false, error: { code: 'removed' } });
    expect(await emit(again, 'qa:vote', { questionId, up: true })).toMatchObject({ ok: false });
    expect(await likes()).toBe(0);
  });
});
