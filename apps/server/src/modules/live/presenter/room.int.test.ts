import { randomUUID } from 'node:crypto';
import { API_PATHS, type TRoomResponse } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/deck-factories';
import { disconnected, emit, joinOk, nextMessage } from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';
import { registerUser } from '../../../test/test-app';

describe('live: the presenter holds the room (unique names, lock, remove)', () => {
  const live = useLiveFixture();

  const join = async (payload: { code: string; name?: string; participantToken?: string }) =>
    emit(await live.phone(), 'audience:join', payload);

  it('refuses a nickname already taken ignoring case and accents, and offers a free one', async () => {
    const deck = await live.deck(['quiz']);
    const code = deck.uniqueCode;
    await joinOk(await live.phone(), { code, name: 'Bob' });
    for (const name of ['bob', ' BÓB ', 'Ｂｏｂ']) {
      expect(await join({ code, name })).toMatchObject({
        ok: false,
        error: { code: 'name_taken', suggestion: `${name.trim()} 2` },
      });
    }
    await joinOk(await live.phone(), { code, name: 'Bob 2' });
    expect(await join({ code, name: 'bob' })).toMatchObject({
      ok: false,
      error: { code: 'name_taken', suggestion: 'bob 3' },
    });
    // Another presentation has its own names.
    const other = await live.deck(['quiz']);
    await joinOk(await live.phone(), { code: other.uniqueCode, name: 'bob' });
  });

  it('admits exactly one of two phones that join with the same name at the same moment', async () => {
    const deck = await live.deck(['quiz']);
    const [a, b] = await Promise.all([live.phone(), live.phone()]);
    const acks = await Promise.all([
      emit(a, 'audience:join', { code: deck.uniqueCode, name: 'Zoë' }),
      emit(b, 'audience:join', { code: deck.uniqueCode, name: 'zoe' }),
    ]);
    expect(acks.filter((ack) => ack.ok)).toHaveLength(1);
    expect(acks.find((ack) => !ack.ok)).toMatchObject({ error: { code: 'name_taken' } });
    const room = await live.callOk<TRoomResponse>('GET', `${API_PATHS.liveRoom}${deck.id}/`);
    expect(room.participants).toHaveLength(1);
  });

  it('refuses new phones while locked; joined phones still resume', async () => {
    const deck = await live.deck(['poll']);
    const code = deck.uniqueCode;
    const joined = await joinOk(await live.phone(), { code });
    const lockPath = `${API_PATHS.liveRoomLock}${deck.id}/`;
    expect(await live.callOk('PUT', lockPath, { isLocked: true })).toEqual({
      isLocked: true,
    });
    expect(await join({ code })).toMatchObject({
      ok: false,
      error: { code: 'locked', message: expect.stringContaining('locked') },
    });
    await joinOk(await live.phone(), { code, participantToken: joined.participantToken });
    const room = await live.callOk<TRoomResponse>('GET', `${API_PATHS.liveRoom}${deck.id}/`);
    expect(room.isLocked).toBe(true);

    await live.callOk('PUT', lockPath, { isLocked: false });
    await joinOk(await live.phone(), { code });
  });

  it('opens a locked room when the whole presentation is reset for a new session', async () => {
    const deck = await live.deck(['poll']);
    const code = deck.uniqueCode;
    await live.callOk('PUT', `${API_PATHS.liveRoomLock}${deck.id}/`, { isLocked: true });
    expect(await join({ code })).toMatchObject({ ok: false, error: { code: 'locked' } });
    await live.callOk('POST', `${API_PATHS.presentationReset}${deck.id}/`, {
      uniqueCode: code,
    });
    const path = `${API_PATHS.liveRoom}${deck.id}/`;
    expect((await live.callOk<TRoomResponse>('GET', path)).isLocked).toBe(false);
    await joinOk(await live.phone(), { code });
  });

  it('removes a participant: told, disconnected, place given back, token refused', async () => {
    const deck = await live.deck(['quiz']);
    const code = deck.uniqueCode;
    const presenter = await live.presenter(deck.id);
    live.sockets.push(presenter);
    const bobPhone = await live.phone();
    const bob = await joinOk(bobPhone, { code, name: 'Bob' });
    await joinOk(await live.phone(), { code, name: 'Ann' });
    const room = await live.callOk<TRoomResponse>('GET', `${API_PATHS.liveRoom}${deck.id}/`);
    expect(room.participants.map((p) => p.name)).toEqual(['Ann', 'Bob']);
    const bobId = room.participants.find((p) => p.name === 'Bob')!.id;

    const told = nextMessage(bobPhone, 'removed');
    const gone = disconnected(bobPhone);
    const players = nextMessage(presenter, 'players', (m) => m.playerCount === 1);
    await live.callOk('DELETE', `${API_PATHS.liveParticipantRemove}${bobId}/`);
    await told;
    expect(await gone).toBe('io server disconnect');
    expect((await players).names).toEqual(['Ann']);

    expect(await join({ code, participantToken: bob.participantToken })).toMatchObject({
      ok: false,
      error: { code: 'removed', message: 'You were removed from this session.' },
    });
    const after = await live.callOk<TRoomResponse>('GET', `${API_PATHS.liveRoom}${deck.id}/`);
    expect(after.participants.map((p) => p.name)).toEqual(['Ann']);
  });

  it('answers 404 to someone else for every room route', async () => {
    const deck = await live.deck(['quiz']);
    await joinOk(await live.phone(), { code: deck.uniqueCode, name: 'Cy' });
    const room = await live.callOk<TRoomResponse>('GET', `${API_PATHS.liveRoom}${deck.id}/`);
    const stranger = (await registerUser(live.app)).token;
    const id = room.participants[0]!.id;
    // Exactly the answer about an id that does not exist: nothing tells the stranger it does.
    const attempts = (deckId: string, participantId: string) =>
      Promise.all([
        call(live.app, stranger, 'GET', `${API_PATHS.liveRoom}${deckId}/`),
        call(live.app, stranger, 'PUT', `${API_PATHS.liveRoomLock}${deckId}/`, { isLocked: true }),
        call(live.app, stranger, 'DELETE', `${API_PATHS.liveParticipantRemove}${participantId}/`),
      ]).then((all) => all.map((r) => ({ statusCode: r.statusCode, body: r.json() as unknown })));
    const theirs = await attempts(deck.id, id);
    expect(theirs.map((r) => r.statusCode)).toEqual([404, 404, 404]);
    expect(theirs).toEqual(await attempts(randomUUID(), randomUUID()));
    const malformed = await call(
      live.app,
      stranger,
      'DELETE',
      `${API_PATHS.liveParticipantRemove}not-an-id/`,
    );
    expect({ statusCode: malformed.statusCode, body: malformed.json() as unknown }).toEqual(
      theirs[2],
    );
    const still = await live.callOk<TRoomResponse>('GET', `${API_PATHS.liveRoom}${deck.id}/`);
    expect(still).toMatchObject({ isLocked: false, participants: [{ id }] });
  });
});
