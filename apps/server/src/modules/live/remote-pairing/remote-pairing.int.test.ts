import {
  API_PATHS,
  RATE_LIMITS,
  REMOTE_PAIRING_TTL_MS,
  type TLiveSnapshot,
  type TPresentation,
  type TRemotePairing,
  type TRemotePairingCreated,
  type TRemotePairResponse,
} from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { call, callOk, createDeck } from '../../../test/deck-factories';
import {
  disconnected,
  nextMessage,
  openSocket,
  PRESENTER_ORIGIN,
} from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';
import { registerUser } from '../../../test/test-app';

describe('control screen: the big screen follows other windows; phone remotes paired once', () => {
  const live = useLiveFixture({ clock: true, stranger: true });

  const presenter = (as: string, deckId: string) => live.presenter(deckId, as);
  /** A presenter socket (as the presenter unless `as`), in no room yet. */
  const presenterSocket = async (as = live.token) => {
    const socket = await openSocket(live.url, {
      type: 'presenter',
      token: as,
      origin: PRESENTER_ORIGIN,
    });
    live.sockets.push(socket);
    return socket;
  };
  /** A presenter window opened now: its socket and the snapshot it starts from. */
  const openWindow = async (deck: TPresentation, as = live.token) => {
    const socket = await presenterSocket(as);
    const snapshot = await live.callOk<TLiveSnapshot>(
      'POST',
      API_PATHS.audiencePresenterJoin,
      { presentationId: deck.id, socketId: socket.id },
      as,
    );
    return { socket, snapshot };
  };
  const screenOf = (deck: TPresentation, changes: Record<string, unknown> = {}) => ({
    slideId: (deck.Slides[1] ?? deck.Slides[0])!.id,
    lobby: false,
    qr: true,
    windowId: 'control-window-1',
    ...changes,
  });
  const newCode = (deckId: string, as = live.token) =>
    callOk<TRemotePairingCreated>(live.app, as, 'POST', `${API_PATHS.liveRemote}${deckId}/`);
  const pair = (code: string) =>
    live.app.inject({ method: 'POST', url: API_PATHS.remotePair, payload: { token: code } });
  const pairOk = async (deckId: string, as = live.token) => {
    const response = await pair((await newCode(deckId, as)).token);
    expect(response.statusCode).toBe(200);
    return response.json() as TRemotePairResponse;
  };

  it('relays a screen change to the other presenter windows, stamped, and keeps it for new ones', async () => {
    const deck = await live.deck(['poll', 'quiz', 'wordCloud']);
    const projector = await presenter(live.token, deck.id);
    const followed = nextMessage(projector, 'screen');
    const { at } = await live.callOk<{ at: number }>(
      'PUT',
      `${API_PATHS.liveScreen}${deck.id}/`,
      screenOf(deck),
    );
    const { screen } = await followed;
    expect(screen).toEqual({ ...screenOf(deck), at });

    // A window opened while another is open starts from the same screen...
    const { socket: control, snapshot } = await openWindow(deck);
    expect(snapshot.screen).toEqual({ ...screenOf(deck), at });

    // ...but with no window open, presenting starts afresh (the lobby), not where it was left.
    projector.close();
    control.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const { snapshot: fresh } = await openWindow(deck);
    expect(fresh.screen).toBeNull();
  });

  it('refuses screen changes of strangers and bad input, with the field named', async () => {
    const deck = await live.deck(['poll', 'poll']);
    const path = `${API_PATHS.liveScreen}${deck.id}/`;
    expect((await call(live.app, live.strangerToken, 'PUT', path, screenOf(deck))).statusCode).toBe(
      404,
    );
    const unknown = await live.call('PUT', path, screenOf(deck, { extra: 1 }));
    expect(unknown.statusCode).toBe(400);
    const badSlide = await live.call('PUT', path, screenOf(deck, { slideId: 'x' }));
    expect(badSlide.statusCode).toBe(400);
    expect(badSlide.json()).toMatchObject({ fields: { slideId: {} } });
    const badLobby = await live.call('PUT', path, screenOf(deck, { lobby: 'yes' }));
    expect(badLobby.statusCode).toBe(400);
  });

  it('tells every presenter window when the session ends, whichever ended it', async () => {
    const deck = await live.deck(['poll']);
    const [projector, control] = [
      await presenter(live.token, deck.id),
      await presenter(live.token, deck.id),
    ];
    const told = [nextMessage(projector, 'runEnded'), nextMessage(control, 'runEnded')];
    await live.callOk('POST', `${API_PATHS.liveEnd}${deck.id}/`);
    for (const message of await Promise.all(told)) {
      expect(message.ended.endedAt).not.toBeNull();
    }
  });

  it('pairs a phone once: the remote controls its presentation and nothing else', async () => {
    const deck = await live.deck(['quiz', 'poll']);
    const other = await live.deck(['quiz']);
    const created = await newCode(deck.id);
    expect(created.pairing.status).toBe('waiting');
    const first = await pair(created.token);
    expect(first.statusCode).toBe(200);
    const remote = first.json() as TRemotePairResponse;
    expect(remote.presentationId).toBe(deck.id);
    expect(remote.token).not.toBe(created.token);

    // Used once: the same code is refused, in plain words.
    const again = await pair(created.token);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toMatch(/already used, has expired or was revoked/);

    // Its presentation: read, move the slide, run the quiz, read results and the Q&A.
    const r = remote.token;
    await callOk(live.app, r, 'GET', `${API_PATHS.presentationDetail}${deck.id}/`);
    const projector = await presenter(live.token, deck.id);
    const moved = nextMessage(projector, 'screen', (m) => m.screen.windowId === 'remote-window-1');
    await callOk(live.app, r, 'PUT', `${API_PATHS.liveScreen}${deck.id}/`, {
      ...screenOf(deck),
      windowId: 'remote-window-1',
    });
    await moved;
    await callOk(live.app, r, 'PUT', `${API_PATHS.slideNext}${deck.id}/`, {
      slideActiveId: deck.Slides[0]!.id,
    });
    await callOk(live.app, r, 'POST', `${API_PATHS.slideGame}${deck.Slides[0]!.id}/`, {
      action: 'start',
    });
    await callOk(live.app, r, 'GET', `${API_PATHS.slideResults}${deck.Slides[0]!.id}/`);
    await callOk(live.app, r, 'GET', `${API_PATHS.liveQa}${deck.id}/`);
    await callOk(live.app, r, 'GET', `${API_PATHS.liveRun}${deck.id}/`);
    const { socket: remoteSocket } = await openWindow(deck, r);

    // Anything else, even of the same owner, is the 404 a stranger gets.
    const refused: [string, string, unknown?][] = [
      ['GET', `${API_PATHS.presentationDetail}${other.id}/`],
      ['PUT', `${API_PATHS.slideNext}${other.id}/`, { slideActiveId: other.Slides[0]!.id }],
      ['POST', `${API_PATHS.slideGame}${other.Slides[0]!.id}/`, { action: 'start' }],
      ['GET', `${API_PATHS.slideResults}${other.Slides[0]!.id}/`],
      ['PUT', `${API_PATHS.liveScreen}${other.id}/`, screenOf(other)],
      ['GET', `${API_PATHS.liveQa}${other.id}/`],
      [
        'POST',
        API_PATHS.audiencePresenterJoin,
        { presentationId: other.id, socketId: remoteSocket.id },
      ],
      ['GET', API_PATHS.presentationList],
      ['GET', API_PATHS.usersProfile],
      ['POST', `${API_PATHS.liveRemote}${deck.id}/`],
      ['GET', `${API_PATHS.liveRemote}${deck.id}/`],
      ['PUT', `${API_PATHS.liveQa}${deck.id}/settings/`, { enabled: true }],
      ['POST', `${API_PATHS.presentationReset}${deck.id}/`, {}],
      ['DELETE', `${API_PATHS.presentationDelete}${deck.id}/`],
      ['GET', `${API_PATHS.reportRuns}${deck.id}/`],
      ['POST', API_PATHS.authLogout, {}],
    ];
    for (const [method, path, body] of refused) {
      const response = await call(live.app, r, method as 'GET', path, body);
      expect({ path, status: response.statusCode }).toEqual({ path, status: 404 });
    }
    // The deck is still there (the refused delete did nothing).
    await live.callOk('GET', `${API_PATHS.presentationDetail}${deck.id}/`);
  });

  it('lets two phones race for one code: exactly one is paired', async () => {
    const deck = await live.deck(['poll']);
    const { token: code } = await newCode(deck.id);
    const results = await Promise.all([pair(code), pair(code), pair(code)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404, 404]);
  });

  it('refuses an expired code, a revoked code, and a made-up one', async () => {
    const deck = await live.deck(['poll']);
    const expiring = await newCode(deck.id);
    live.clock.advance(REMOTE_PAIRING_TTL_MS + 1);
    expect((await pair(expiring.token)).statusCode).toBe(404);
    const listed = await live.callOk<TRemotePairing[]>('GET', `${API_PATHS.liveRemote}${deck.id}/`);
    expect(listed.find((p) => p.id === expiring.pairing.id)?.status).toBe('expired');

    const revoked = await newCode(deck.id);
    await live.callOk('DELETE', `${API_PATHS.liveRemote}${deck.id}/${revoked.pairing.id}/`);
    expect((await pair(revoked.token)).statusCode).toBe(404);

    expect((await pair('A'.repeat(43))).statusCode).toBe(404);
    expect((await pair('short')).statusCode).toBe(400);
    // Someone else's presentation: no code is made, and nobody can revoke another's.
    expect(
      (await call(live.app, live.strangerToken, 'POST', `${API_PATHS.liveRemote}${deck.id}/`))
        .statusCode,
    ).toBe(404);
    const stranger = await call(
      live.app,
      live.strangerToken,
      'DELETE',
      `${API_PATHS.liveRemote}${deck.id}/${revoked.pairing.id}/`,
    );
    expect(stranger.statusCode).toBe(404);
  });

  it('revoking a paired remote signs it out at once: requests refused, socket closed', async () => {
    const deck = await live.deck(['poll']);
    const created = await newCode(deck.id);
    const remote = (await pair(created.token)).json() as TRemotePairResponse;
    const socket = await presenterSocket(remote.token);
    const closed = disconnected(socket);
    const listed = await live.callOk<TRemotePairing[]>('GET', `${API_PATHS.liveRemote}${deck.id}/`);
    expect(listed.find((p) => p.id === created.pairing.id)?.status).toBe('paired');
    await live.callOk('DELETE', `${API_PATHS.liveRemote}${deck.id}/${created.pairing.id}/`);
    await closed;
    const after = await call(live.app, remote.token, 'GET', `${API_PATHS.liveRun}${deck.id}/`);
    expect(after.statusCode).toBe(401);
    const relisted = await live.callOk<TRemotePairing[]>(
      'GET',
      `${API_PATHS.liveRemote}${deck.id}/`,
    );
    expect(relisted.find((p) => p.id === created.pairing.id)?.status).toBe('revoked');
  });

  it('lets a paired phone unpair itself: signed out at once, nobody else can use the route', async () => {
    const deck = await live.deck(['poll']);
    const other = await live.deck(['poll']);
    const created = await newCode(deck.id);
    const remote = (await pair(created.token)).json() as TRemotePairResponse;
    const keeper = await pairOk(deck.id);
    const socket = await presenterSocket(remote.token);
    const closed = disconnected(socket);
    const unpair = (as: string, deckId: string) =>
      call(live.app, as, 'DELETE', `${API_PATHS.remotePair}${deckId}/`);

    // Not a remote (the presenter, a stranger), or another presentation: nothing to unpair.
    expect((await unpair(live.token, deck.id)).statusCode).toBe(404);
    expect((await unpair(live.strangerToken, deck.id)).statusCode).toBe(404);
    expect((await unpair(remote.token, other.id)).statusCode).toBe(404);
    expect((await unpair('x'.repeat(40), deck.id)).statusCode).toBe(401);

    expect((await unpair(remote.token, deck.id)).json()).toEqual({ ok: true });
    await closed;
    expect(
      (await call(live.app, remote.token, 'GET', `${API_PATHS.liveRun}${deck.id}/`)).statusCode,
    ).toBe(401);
    const listed = await live.callOk<TRemotePairing[]>('GET', `${API_PATHS.liveRemote}${deck.id}/`);
    expect(listed.find((p) => p.id === created.pairing.id)?.status).toBe('revoked');
    // The deck's other remote is still paired and still works.
    await callOk(live.app, keeper.token, 'GET', `${API_PATHS.liveRun}${deck.id}/`);
    expect(listed.filter((p) => p.status === 'paired')).toHaveLength(1);
  });

  it('signing out ends the remotes paired from that session and its unused codes', async () => {
    const user = await registerUser(live.app);
    const deck = await createDeck(live.app, user.token, ['poll']);
    const remote = await pairOk(deck.id, user.token);
    const unused = await newCode(deck.id, user.token);
    const socket = await presenterSocket(remote.token);
    const closed = disconnected(socket);
    await callOk(live.app, user.token, 'POST', API_PATHS.authLogout, {});
    await closed;
    expect(
      (await call(live.app, remote.token, 'GET', `${API_PATHS.liveRun}${deck.id}/`)).statusCode,
    ).toBe(401);
    expect((await pair(unused.token)).statusCode).toBe(404);
  });

  it('limits pairing attempts per address: made-up codes are refused with a wait', async () => {
    const attempt = (address: string) =>
      live.app.inject({
        method: 'POST',
        url: API_PATHS.remotePair,
        payload: { token: 'made-up-code-'.padEnd(43, 'x') },
        remoteAddress: address,
      });
    const { points } = RATE_LIMITS.remotePairPerIp;
    for (let i = 0; i < points; i += 1) {
      expect((await attempt('203.0.113.50')).statusCode).toBe(404);
    }
    const limited = await attempt('203.0.113.50');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'too_many_requests' });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not held back.
    expect((await attempt('203.0.113.51')).statusCode).toBe(404);
  });
});
