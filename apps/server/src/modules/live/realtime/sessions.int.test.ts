import { API_PATHS, type TAuthResponse } from '@crowdeck/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../db/schema/index';
import { call, createDeck } from '../../../test/deck-factories';
import {
  closeAll,
  joinOk,
  listen,
  nextMessage,
  openPhone,
  openPresenter,
  openSocket,
  PRESENTER_ORIGIN,
  type TClientSocket,
} from '../../../test/live-clients';
import { createTestApp, registerUser, type TTestApp } from '../../../test/test-app';

/** Resolves with the reason once the server disconnects the socket. */
const disconnected = (socket: TClientSocket) =>
  new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

describe('live: a presenter socket lives only as long as its session', () => {
  let t: TTestApp;
  let url: string;
  const sockets: TClientSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t.app);
  });
  afterAll(async () => {
    closeAll(sockets);
    await t.close();
  });

  async function signIn(email: string, password: string): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.authLogin,
      payload: { email, password },
    });
    return (response.json() as TAuthResponse).token;
  }

  it('disconnects the sockets of a session that signs out, not those of its other sessions', async () => {
    const user = await registerUser(t.app);
    const other = await signIn(user.email, user.password);
    const deck = await createDeck(t.app, user.token, ['poll']);
    const leaving = await openPresenter(t.app, url, user.token, deck.id);
    const staying = await openPresenter(t.app, url, other, deck.id);
    sockets.push(leaving, staying);

    const gone = disconnected(leaving);
    const response = await call(t.app, user.token, 'POST', API_PATHS.authLogout);
    expect(response.statusCode).toBeLessThan(300);
    expect(await gone).toBe('io server disconnect');
    expect(staying.connected).toBe(true);

    // Nor can the revoked token come back.
    const again = openSocket(url, {
      type: 'presenter',
      token: user.token,
      origin: PRESENTER_ORIGIN,
    });
    await expect(again).rejects.toThrow('unauthorized');
  });

  it('disconnects every other session of a user whose password changes', async () => {
    const user = await registerUser(t.app);
    const second = await signIn(user.email, user.password);
    const third = await signIn(user.email, user.password);
    const deck = await createDeck(t.app, user.token, ['poll']);
    const changer = await openPresenter(t.app, url, user.token, deck.id);
    const a = await openPresenter(t.app, url, second, deck.id);
    const b = await openPresenter(t.app, url, third, deck.id);
    sockets.push(changer, a, b);

    const goneA = disconnected(a);
    const goneB = disconnected(b);
    const response = await call(t.app, user.token, 'PUT', API_PATHS.usersUpdatePassword, {
      currentPassword: user.password,
      newPassword: 'difference-engine-1822',
    });
    expect(response.statusCode).toBeLessThan(300);
    expect(await Promise.all([goneA, goneB])).toEqual([
      'io server disconnect',
      'io server disconnect',
    ]);
    expect(changer.connected).toBe(true);
  });

  it('refuses a presenter socket recovering after its session signed out, before any missed event', async () => {
    const user = await registerUser(t.app);
    const deck = await createDeck(t.app, user.token, ['poll', 'poll']);
    const presenter = await openPresenter(t.app, url, user.token, deck.id);
    const [phone, late] = [await openPhone(url), await openPhone(url)];
    sockets.push(presenter, phone, late);
    // A broadcast gives the presenter an offset to recover from.
    const seen = nextMessage(presenter, 'players', (m) => m.playerCount === 1);
    await joinOk(phone, { code: deck.uniqueCode });
    await seen;

    // Its transport drops; the session signs out meanwhile and a phone joins (a missed event).
    const dropped = disconnected(presenter);
    (presenter.io.engine as unknown as { transport: { ws: WebSocket } }).transport.ws.close();
    await dropped;
    expect((await call(t.app, user.token, 'POST', API_PATHS.authLogout)).statusCode).toBeLessThan(
      300,
    );
    await joinOk(late, { code: deck.uniqueCode });

    const missed: string[] = [];
    presenter.on('new_message', (message) => missed.push(message.type));
    // Refused outright, or (as before) connected with the missed events, then dropped.
    const outcome = new Promise<string>((resolve) => {
      presenter.once('connect_error', (error) => resolve(`refused: ${error.message}`));
      presenter.once('disconnect', (reason) => resolve(`connected, then ${reason}`));
    });
    presenter.connect();
    expect(await outcome).toBe('refused: unauthorized');
    expect(missed).toEqual([]);
  });

  it('disconnects a presenter socket when its session expires', async () => {
    const user = await registerUser(t.app);
    const deck = await createDeck(t.app, user.token, ['poll']);
    // The session ends in a moment (as after its 30 days).
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 300) })
      .where(eq(sessions.userId, user.user.id));
    const presenter = await openPresenter(t.app, url, user.token, deck.id);
    sockets.push(presenter);
    expect(await disconnected(presenter)).toBe('io server disconnect');
  });
});
