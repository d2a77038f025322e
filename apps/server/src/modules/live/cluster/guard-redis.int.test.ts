import { API_PATHS, type TAuthResponse } from '@crowdeck/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index';
import { call, callOk, createDeck } from '../../../test/deck-factories';
import {
  closeAll,
  joinOk,
  listen,
  nextMessage,
  openPhone,
  openPresenter,
  type TClientSocket,
} from '../../../test/live-clients';
import { createTestApp, registerUser, type TTestApp } from '../../../test/test-app';
import { deleteRedisKeys, TEST_REDIS_URL, uniqueRedisPrefix } from '../../../test/test-redis';

/*
 * Two nodes in one process on one database and one Redis (REDIS_URL): a session ended on one
 * node disconnects its presenter sockets on the other; the Redis counter refuses a recovered
 * socket a place the newcomers took.
 */
describe('live on Redis: sessions and places across nodes', () => {
  const prefix = uniqueRedisPrefix();
  let a: TTestApp;
  let b: TTestApp;
  let urlB: string;
  const sockets: TClientSocket[] = [];

  beforeAll(async () => {
    const env = { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix };
    a = await createTestApp({ env });
    b = await createTestApp({ env, deps: { db: a.db } });
    await listen(a.app);
    urlB = await listen(b.app);
  });
  afterAll(async () => {
    closeAll(sockets);
    await b?.close();
    await a?.close();
    await deleteRedisKeys(prefix);
  });

  const disconnected = (socket: TClientSocket) =>
    new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

  it('disconnects on node B the presenter sockets of sessions ended on node A', async () => {
    const user = await registerUser(a.app);
    const signIn = async () =>
      (
        (
          await a.app.inject({
            method: 'POST',
            url: API_PATHS.authLogin,
            payload: { email: user.email, password: user.password },
          })
        ).json() as TAuthResponse
      ).token;
    const second = await signIn();
    const deck = await createDeck(a.app, user.token, ['poll']);
    const first = await openPresenter(b.app, urlB, user.token, deck.id);
    const other = await openPresenter(b.app, urlB, second, deck.id);
    sockets.push(first, other);

    const firstGone = disconnected(first);
    expect((await call(a.app, user.token, 'POST', API_PATHS.authLogout)).statusCode).toBeLessThan(
      300,
    );
    expect(await firstGone).toBe('io server disconnect');
    expect(other.connected).toBe(true);

    const third = await signIn();
    const otherGone = disconnected(other);
    const changed = await call(a.app, third, 'PUT', API_PATHS.usersUpdatePassword, {
      currentPassword: user.password,
      newPassword: 'difference-engine-1822',
    });
    expect(changed.statusCode).toBeLessThan(300);
    expect(await otherGone).toBe('io server disconnect');
  });

  it('gives a recovered socket no place the newcomers took (Redis counter)', async () => {
    const owner = await registerUser(b.app);
    // Both nodes use node A's database (b.db is B's own, unused one).
    await a.db
      .update(users)
      .set({ plan: 'custom', audienceLimit: 1 })
      .where(eq(users.id, owner.user.id));
    const deck = await createDeck(b.app, owner.token, ['poll', 'poll']);
    const presenter = await openPresenter(b.app, urlB, owner.token, deck.id);
    const [phone, newcomer] = [await openPhone(urlB), await openPhone(urlB)];
    sockets.push(presenter, phone, newcomer);
    await joinOk(phone, { code: deck.uniqueCode });
    // A broadcast gives the phone an offset to recover from.
    const slideActiveId = deck.Slides[1]!.id;
    const seen = nextMessage(phone, 'state', (m) => m.state.slide?.id === slideActiveId);
    await callOk(b.app, owner.token, 'PUT', `${API_PATHS.slideNext}${deck.id}/`, { slideActiveId });
    await seen;

    const freed = nextMessage(presenter, 'players', (m) => m.playerCount === 0);
    (phone.io.engine as unknown as { transport: { ws: WebSocket } }).transport.ws.close();
    await freed;
    await joinOk(newcomer, { code: deck.uniqueCode });
    const refused = nextMessage(phone, 'refused');
    phone.connect();
    expect((await refused).error.code).toBe('full');
    expect(phone.recovered).toBe(true);
    const snapshot = await callOk<{ playerCount: number }>(
      b.app,
      owner.token,
      'POST',
      API_PATHS.audiencePresenterJoin,
      { presentationId: deck.id, socketId: presenter.id },
    );
    expect(snapshot.playerCount).toBe(1);
  });
});
