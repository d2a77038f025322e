import { API_PATHS } from '@crowdeck/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinOk, listen, openSocket, type TClientSocket } from '../../test/live-clients';
import { createDeck } from '../../test/deck-factories';
import {
  deleteRedisKeys,
  openTestRedis,
  TEST_REDIS_URL,
  uniqueRedisPrefix,
} from '../../test/test-redis';
import { createTestApp, registerUser, type TTestApp } from '../../test/test-app';

const ADDRESS = '198.51.100.77';
const EMAIL = 'hashed-limits@example.org';

describe('privacy: rate limits in Redis', () => {
  const prefix = uniqueRedisPrefix();
  let t: TTestApp;
  let url: string;
  const sockets: TClientSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      env: { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix, TRUST_PROXY: 'true' },
    });
    url = await listen(t.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
    await deleteRedisKeys(prefix);
  });

  it('count sign-ins and joins under keyed hashes, never the address or the email', async () => {
    const { token } = await registerUser(t.app);
    for (let i = 0; i < 3; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: API_PATHS.authLogin,
        headers: { 'x-forwarded-for': ADDRESS },
        remoteAddress: '10.0.0.1',
        payload: { email: EMAIL, password: 'not-the-password-1' },
      });
      expect(response.statusCode).toBe(401);
    }
    const deck = await createDeck(t.app, token, ['poll']);
    const phone = await openSocket(url, { type: 'audience', forwardedFor: ADDRESS });
    sockets.push(phone);
    await joinOk(phone, { code: deck.uniqueCode });
    await openSocket(url, { type: 'audience', forwardedFor: ADDRESS }).then(async (guesser) => {
      sockets.push(guesser);
      await guesser.timeout(5_000).emitWithAck('audience:join', { code: '00000000' });
    });

    const client = openTestRedis();
    try {
      const keys = await client.keys(`${prefix}rl:*`);
      expect(keys.some((key) => key.startsWith(`${prefix}rl:loginPerIp:`))).toBe(true);
      expect(keys.some((key) => key.startsWith(`${prefix}rl:loginPerAccount:`))).toBe(true);
      expect(keys.some((key) => key.startsWith(`${prefix}rl:join-miss-ip:`))).toBe(true);
      for (const key of keys) {
        expect(key).not.toMatch(/198\.51\.100|example\.org|10\.0\.0\.1|127\.0\.0\.1/);
        expect(key.slice(key.lastIndexOf(':') + 1)).toMatch(/^[\w-]{22}(\|[\w-]+)?$/);
        // A short life: every counter expires with its window.
        expect(await client.pttl(key)).toBeGreaterThan(0);
      }
    } finally {
      client.disconnect();
    }
  });
});
