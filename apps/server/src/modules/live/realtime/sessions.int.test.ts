import { API_PATHS, type TAuthResponse } from '@crowdeck/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../../db/schema/index';
import { call, createDeck } from '../../../test/deck-factories';
import {
  disconnected,
  dropTransport,
  joinOk,
  nextMessage,
  openSocket,
  PRESENTER_ORIGIN,
} from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';
import { registerUser } from '../../../test/test-app';

describe('live: a presenter socket lives only as long as its session', () => {
  const live = useLiveFixture({ presenter: false });

  async function signIn(email: string, password: string): Promise<string> {
    const response = await live.app.inject({
      method: 'POST',
      url: API_PATHS.authLogin,
      payload: { email, password },
    });
    return (response.json() as TAuthResponse).token;
  }

  it('disconnects the sockets of a session that signs out, not those of its other sessions', async () => {
    const user = await registerUser(live.app);
    const other = await signIn(user.email, user.password);
    const deck = await createDeck(live.app, user.token, ['poll']);
    const leaving = await live.presenter(deck.id, user.token);
    const staying = await live.presenter(deck.id, other);

    const gone = disconnected(leaving);
    const response = await call(live.app, user.token, 'POST', API_PATHS.authLogout);
    expect(response.statusCode).toBeLessThan(300);
    expect(await gone).toBe('io server disconnect');
    expect(staying.connected).toBe(true);

    // Nor can the revoked token come back.
    const again = openSocket(live.url, {
      type: 'presenter',
      token: user.token,
      origin: PRESENTER_ORIGIN,
    });
    await expect(again).rejects.toThrow('unauthorized');
  });

  it('disconnects every other session of a user whose password changes', async () => {
    const user = await registerUser(live.app);
    const second = await signIn(user.email, user.password);
    const third = await signIn(user.email, user.password);
    const deck = await createDeck(live.app, user.token, ['poll']);
    const changer = await live.presenter(deck.id, user.token);
    const a = await live.presenter(deck.id, second);
    const b = await live.presenter(deck.id, third);

    const goneA = disconnected(a);
    const goneB = disconnected(b);
    const response = await call(live.app, user.token, 'PUT', API_PATHS.usersUpdatePassword, {
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
    const user = await registerUser(live.app);
    const deck = await createDeck(live.app, user.token, ['poll', 'poll']);
    const presenter = await live.presenter(deck.id, user.token);
    const phone = await live.phone();
    const late = await live.phone();
    // A broadcast gives the presenter an offset to recover from.
    const seen = nextMessage(presenter, 'players', (m) => m.playerCount === 1);
    await joinOk(phone, { code: deck.uniqueCode });
    await seen;

    // Its transport drops; the session signs out meanwhile and a phone joins (a missed event).
    const dropped = disconnected(presenter);
    dropTransport(presenter);
    await dropped;
    expect(
      (await call(live.app, user.token, 'POST', API_PATHS.authLogout)).statusCode,
    ).toBeLessThan(300);
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
    const user = await registerUser(live.app);
    const deck = await createDeck(live.app, user.token, ['poll']);
    // The session ends in a moment (as after its 30 days).
    await live.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 300) })
      .where(eq(sessions.userId, user.user.id));
    const presenter = await live.presenter(deck.id, user.token);
    expect(await disconnected(presenter)).toBe('io server disconnect');
  });
});
