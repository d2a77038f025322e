import {
  API_PATHS,
  LIVE_LIMITS,
  LIVE_PROTOCOL_MIN,
  LIVE_PROTOCOL_OUTDATED,
  LIVE_PROTOCOL_VERSION,
} from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import {
  disconnected,
  emit,
  joinOk,
  nextMessage,
  openSocket,
  PRESENTER_ORIGIN,
  type TClientSocket,
} from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';
import { registerWithAudienceLimit } from '../../../test/test-app';

describe('live: connecting and joining', () => {
  const live = useLiveFixture();

  it('admits the presenter only with a valid token from an allowed origin', async () => {
    const ok = await openSocket(live.url, {
      type: 'presenter',
      token: live.token,
      origin: PRESENTER_ORIGIN,
    });
    live.sockets.push(ok);
    expect(ok.connected).toBe(true);
    const bad = (options: Parameters<typeof openSocket>[1]) =>
      openSocket(live.url, options).then(
        () => 'connected',
        (error: Error) => error.message,
      );
    expect(await bad({ type: 'presenter', token: 'x'.repeat(43), origin: PRESENTER_ORIGIN })).toBe(
      'unauthorized',
    );
    expect(await bad({ type: 'presenter', origin: PRESENTER_ORIGIN })).toBe('unauthorized');
    expect(
      await bad({ type: 'presenter', token: live.token, origin: 'https://evil.example' }),
    ).toBe('origin_not_allowed');
    expect(await bad({ type: 'presenter', token: live.token })).toBe('origin_not_allowed');
    expect(await bad({ type: 'robot' })).toBe('unknown_type');
  });

  it('tells a page speaking an older protocol (or none) to reload, before anything else', async () => {
    const refusal = (options: Parameters<typeof openSocket>[1]) =>
      openSocket(live.url, options).then(
        () => null,
        (error: Error & { data?: { message?: string } }) => error,
      );
    for (const options of [
      { type: 'audience', protocol: null },
      { type: 'audience', protocol: LIVE_PROTOCOL_MIN - 1 },
      { type: 'presenter', token: live.token, origin: PRESENTER_ORIGIN, protocol: null },
    ]) {
      const error = await refusal(options);
      expect(error?.message).toBe(LIVE_PROTOCOL_OUTDATED);
      expect(error?.data?.message).toMatch(/reload/i);
    }
    const current = await openSocket(live.url, {
      type: 'audience',
      protocol: LIVE_PROTOCOL_VERSION,
    });
    live.sockets.push(current);
    expect(current.connected).toBe(true);
  });

  it('refuses a wrong code and bad payloads with an error answer, never a crash', async () => {
    const phone = await live.phone();
    const unknown = await emit(phone, 'audience:join', { code: '00000000' });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'not_found' } });
    const bad = await emit(phone, 'audience:join', { code: 'abc', extra: 1 });
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    const notJoined = await emit(phone, 'reaction:send', { kind: 'heart' });
    expect(notJoined).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    expect(phone.connected).toBe(true);
  });

  it('drops an oversize frame by closing that socket; the server goes on', async () => {
    const phone = await live.phone();
    const closed = disconnected(phone);
    const huge = { code: '1'.repeat(LIVE_LIMITS.maxSocketFrameBytes * 2) };
    phone.emit('audience:join', huge as never, () => undefined);
    await closed;
    const other = await live.phone();
    expect(other.connected).toBe(true);
  });

  it('resumes the same participant with its token, and asks for a name on quiz decks', async () => {
    const deck = await live.deck(['quiz', 'poll']);
    const phone = await live.phone();
    const noName = await emit(phone, 'audience:join', { code: deck.uniqueCode });
    expect(noName).toMatchObject({ ok: false, error: { code: 'name_required' } });
    const rude = await emit(phone, 'audience:join', { code: deck.uniqueCode, name: 'sh1thead' });
    expect(rude).toMatchObject({ ok: false, error: { code: 'invalid_input' } });

    const first = await joinOk(phone, { code: deck.uniqueCode, name: 'Ada' });
    expect(first.participantToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.state.me).toMatchObject({ name: 'Ada', score: 0, answeredSlideIds: [] });
    expect(first.state.slide?.id).toBe(deck.slideActiveId);
    phone.close();

    const again = await live.phone();
    const resumed = await joinOk(again, {
      code: deck.uniqueCode,
      participantToken: first.participantToken,
    });
    expect(resumed.participantToken).toBe(first.participantToken);
    expect(resumed.state.me.participantId).toBe(first.state.me.participantId);
    expect(resumed.state.me.name).toBe('Ada');
  });

  it('tells the presenter the player count and names, and answers a live snapshot', async () => {
    const deck = await live.deck(['quiz']);
    const presenter = await live.presenter(deck.id);
    const players = nextMessage(presenter, 'players', (m) => m.playerCount === 2);
    const a = await live.phone();
    const b = await live.phone();
    await joinOk(a, { code: deck.uniqueCode, name: 'Ada' });
    await joinOk(b, { code: deck.uniqueCode, name: 'Grace' });
    expect((await players).names.sort()).toEqual(['Ada', 'Grace']);

    const snapshot = await live.callOk<{ playerCount: number; names: string[] }>(
      'POST',
      API_PATHS.audiencePresenterJoin,
      { presentationId: deck.id, socketId: presenter.id },
    );
    expect(snapshot).toMatchObject({ playerCount: 2, slideActiveId: deck.slideActiveId });
  });

  it('admits exactly 35 of 50 simultaneous joins on the Free plan, and a Custom limit', async () => {
    const deck = await live.deck(['poll']);
    const phones = await live.phones(50);
    const acks = await Promise.all(
      phones.map((phone) => emit(phone, 'audience:join', { code: deck.uniqueCode })),
    );
    const admitted = acks.filter((ack) => ack.ok).length;
    const full = acks.filter((ack) => !ack.ok && ack.error.code === 'full');
    expect(admitted).toBe(35);
    expect(full).toHaveLength(15);
    expect(full[0]).toMatchObject({
      error: { message: expect.stringContaining('full'), limit: 35 },
    });

    // A place frees up when someone leaves.
    const leaving = phones[acks.findIndex((ack) => ack.ok)] as TClientSocket;
    leaving.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const late = phones[acks.findIndex((ack) => !ack.ok)] as TClientSocket;
    expect(await emit(late, 'audience:join', { code: deck.uniqueCode })).toMatchObject({
      ok: true,
    });
  });

  it('uses the agreed figure of a Custom plan', async () => {
    const owner = await registerWithAudienceLimit(live.app, live.db, 2);
    const deck = await live.deck(['poll'], owner.token);
    const phones = await live.phones(3);
    const acks = await Promise.all(
      phones.map((phone) => emit(phone, 'audience:join', { code: deck.uniqueCode })),
    );
    expect(acks.filter((ack) => ack.ok)).toHaveLength(2);
  });
});
