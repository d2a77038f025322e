import { API_PATHS } from '@crowdeck/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeck } from '../../test/deck-factories';
import { closeAll, emit, listen, openPhone, type TClientSocket } from '../../test/live-clients';
import { createManualClock } from '../../test/manual-clock';
import { bearer, createTestApp, registerUser, type TTestApp } from '../../test/test-app';
import { deleteRedisKeys, TEST_REDIS_URL, uniqueRedisPrefix, waitFor } from '../../test/test-redis';

const OPERATOR_TOKEN = 'operator-token-of-at-least-thirty-two-characters';

/*
 * Two nodes in one process on one database and one Redis. Node B's clock stands still, so its
 * deck cache never expires by itself: only the cluster bus can tell it a member left.
 */
describe('a removed member on another node', () => {
  const prefix = uniqueRedisPrefix();
  let a: TTestApp;
  let b: TTestApp;
  let urlB: string;
  const sockets: TClientSocket[] = [];

  beforeAll(async () => {
    const env = { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix, OPERATOR_TOKEN };
    a = await createTestApp({ env });
    b = await createTestApp({ env, deps: { db: a.db, clock: createManualClock() } });
    await listen(a.app);
    urlB = await listen(b.app);
  });
  afterAll(async () => {
    closeAll(sockets);
    await b?.close();
    await a?.close();
    await deleteRedisKeys(prefix);
  });

  const operator = (method: 'POST' | 'PUT', path: string, payload: object) =>
    a.app.inject({ method, url: path, headers: bearer(OPERATOR_TOKEN), payload });

  async function joinOnB(code: string) {
    const phone = await openPhone(urlB);
    sockets.push(phone);
    const ack = await emit(phone, 'audience:join', { code });
    if (!ack.ok) phone.close();
    return ack;
  }

  it("has their decks on their own plan's limit on every node at once", async () => {
    const id = (await operator('POST', API_PATHS.operatorOrganisations, { name: 'Acme' })).json()
      .id as string;
    await operator('PUT', `${API_PATHS.operatorOrganisations}${id}/plan/`, {
      plan: 'custom',
      audienceLimit: 1,
    });
    const [owner, member] = [await registerUser(a.app), await registerUser(a.app)];
    for (const [user, role] of [
      [owner, 'owner'],
      [member, 'member'],
    ] as const) {
      await operator('POST', `${API_PATHS.operatorOrganisations}${id}/members/`, {
        email: user.email,
        role,
      });
    }
    const deck = await createDeck(a.app, member.token, ['poll']);
    expect(await joinOnB(deck.uniqueCode)).toMatchObject({ ok: true });
    expect(await joinOnB(deck.uniqueCode)).toMatchObject({ ok: false, error: { limit: 1 } });

    const removed = await a.app.inject({
      method: 'DELETE',
      url: `${API_PATHS.organisationMembers}${member.user.id}/`,
      headers: bearer(owner.token),
    });
    expect(removed.statusCode).toBe(200);
    // Node B hears it through the bus (its own clock would keep the old deck for good).
    await waitFor('node B to admit a second phone', async () => {
      return (await joinOnB(deck.uniqueCode)).ok;
    });
  });
});
