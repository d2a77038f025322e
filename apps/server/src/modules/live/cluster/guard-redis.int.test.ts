import { API_PATHS, type TAuthResponse } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { call, callOk, createDeck } from '../../../test/deck-factories';
import {
  disconnected,
  dropTransport,
  joinOk,
  nextMessage,
  openPresenter,
} from '../../../test/live-clients';
import { registerUser, registerWithAudienceLimit } from '../../../test/test-app';
import { useTwoNodes } from '../../../test/two-nodes';

/*
 * Two nodes in one process on one database and one Redis (REDIS_URL): a session ended on one
 * node disconnects its presenter sockets on the other; the Redis counter refuses a recovered
 * socket a place the newcomers took.
 */
describe('live on Redis: sessions and places across nodes', () => {
  const nodes = useTwoNodes();

  it('disconnects on node B the presenter sockets of sessions ended on node A', async () => {
    const { a, b, urlB, sockets } = nodes;
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
    const { a, b, urlB, sockets } = nodes;
    // Both nodes use node A's database (b.db is B's own, unused one).
    const owner = await registerWithAudienceLimit(b.app, a.db, 1);
    const deck = await createDeck(b.app, owner.token, ['poll', 'poll']);
    const presenter = await openPresenter(b.app, urlB, owner.token, deck.id);
    const [phone, newcomer] = [await nodes.phone(urlB), await nodes.phone(urlB)];
    sockets.push(presenter);
    await joinOk(phone, { code: deck.uniqueCode });
    // A broadcast gives the phone an offset to recover from.
    const slideActiveId = deck.Slides[1]!.id;
    const seen = nextMessage(phone, 'state', (m) => m.state.slide?.id === slideActiveId);
    await callOk(b.app, owner.token, 'PUT', `${API_PATHS.slideNext}${deck.id}/`, { slideActiveId });
    await seen;

    const freed = nextMessage(presenter, 'players', (m) => m.playerCount === 0);
    dropTransport(phone);
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
