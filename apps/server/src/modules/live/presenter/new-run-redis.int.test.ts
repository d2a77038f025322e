import { API_PATHS, type TRunStatus } from '@crowdeck/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index';
import { callOk, createDeck } from '../../../test/deck-factories';
import {
  closeAll,
  emit,
  joinOk,
  listen,
  nextMessage,
  openPhone,
  type TClientSocket,
} from '../../../test/live-clients';
import { createTestApp, registerUser, type TTestApp } from '../../../test/test-app';
import { deleteRedisKeys, TEST_REDIS_URL, uniqueRedisPrefix } from '../../../test/test-redis';

/*
 * Two nodes in one process on one database and one Redis: a new run started on node A lets go of
 * the earlier run's phones on node B (their places in Redis are given back before A answers), so
 * newcomers joining through A right after find the room empty.
 */
describe('live on Redis: a new run gives back the places held on other nodes', () => {
  const prefix = uniqueRedisPrefix();
  let a: TTestApp;
  let b: TTestApp;
  let urlA: string;
  let urlB: string;
  const sockets: TClientSocket[] = [];

  beforeAll(async () => {
    const env = { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix };
    a = await createTestApp({ env });
    b = await createTestApp({ env, deps: { db: a.db } });
    urlA = await listen(a.app);
    urlB = await listen(b.app);
  });
  afterAll(async () => {
    closeAll(sockets);
    await b?.close();
    await a?.close();
    await deleteRedisKeys(prefix);
  });

  async function phones(url: string, n: number): Promise<TClientSocket[]> {
    const opened = await Promise.all(Array.from({ length: n }, () => openPhone(url)));
    sockets.push(...opened);
    return opened;
  }

  it('lets newcomers on node A take the places the first run’s phones held on node B', async () => {
    const limit = 3;
    const owner = await registerUser(a.app);
    await a.db
      .update(users)
      .set({ plan: 'custom', audienceLimit: limit })
      .where(eq(users.id, owner.user.id));
    const deck = await createDeck(a.app, owner.token, ['poll', 'poll']);
    const code = deck.uniqueCode;
    const first = await phones(urlB, limit);
    for (const phone of first) await joinOk(phone, { code });
    const [extra] = await phones(urlA, 1);
    expect(await emit(extra!, 'audience:join', { code })).toMatchObject({
      ok: false,
      error: { code: 'full' },
    });

    const told = first.map((phone) => nextMessage(phone, 'ended'));

    await callOk<TRunStatus>(a.app, owner.token, 'POST', `${API_PATHS.liveRun}${deck.id}/`, {
      mode: 'new',
    });
    // No waiting: node B gave the places back before node A answered.
    const second = await phones(urlA, limit);
    for (const phone of second) await joinOk(phone, { code });
    expect(await emit(extra!, 'audience:join', { code })).toMatchObject({
      ok: false,
      error: { code: 'full' },
    });
    await Promise.all(told);
  });
});
