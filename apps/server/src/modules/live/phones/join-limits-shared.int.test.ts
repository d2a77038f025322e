import type { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { deleteRedisKeys, openTestRedis, uniqueRedisPrefix } from '../../../test/test-redis';
import { LiveError } from '../errors';
import { JOIN_LIMITS, createJoinLimits } from './join-limits';

/** Tries one wrong code; resolves null when let through, else the refusal's code. */
async function tryWrongCode(
  limits: ReturnType<typeof createJoinLimits>,
  ip: string,
  socketId: string,
): Promise<string | null> {
  try {
    await limits.checkSocket({ ip, socketId });
    await limits.countMiss({ ip, socketId });
    return null;
  } catch (error) {
    return error instanceof LiveError ? error.code : String(error);
  }
}

describe('join limits shared by the nodes through Redis', () => {
  const prefix = uniqueRedisPrefix();
  const clients: Redis[] = [];

  /** One node's limits on the shared Redis, once its connection is up (as a node's at start). */
  async function node() {
    const client = openTestRedis();
    clients.push(client);
    await client.ping();
    return createJoinLimits({ shared: { client, prefix } });
  }

  afterEach(() => {
    for (const client of clients.splice(0)) client.disconnect();
  });
  afterAll(() => deleteRedisKeys(prefix));

  it('counts an address’s wrong codes on every node together', async () => {
    const [first, second] = await Promise.all([node(), node()]);
    // A guesser spreads its sockets over both nodes, a fresh socket for every code.
    for (let i = 0; i < JOIN_LIMITS.missesPerMinute; i++) {
      const limits = i % 2 === 0 ? first : second;
      expect(await tryWrongCode(limits, '198.51.100.7', `s${i}`)).toBeNull();
    }
    expect(await tryWrongCode(first, '198.51.100.7', 'fresh-a')).toBe('rate_limited');
    expect(await tryWrongCode(second, '198.51.100.7', 'fresh-b')).toBe('rate_limited');
    // Another address is not held back, on either node.
    expect(await tryWrongCode(second, '198.51.100.8', 'other')).toBeNull();
  });

  it('counts the new participants an address creates in a presentation on every node together', async () => {
    const [first, second] = await Promise.all([node(), node()]);
    const client = { ip: '203.0.113.9', socketId: 'x' };
    const limit = JOIN_LIMITS.participantsPerIpPerDeckPerMinute;
    for (let i = 0; i < limit; i++) {
      await (i % 2 === 0 ? first : second).countCreation(client, 'deck-1');
    }
    await expect(second.countCreation(client, 'deck-1')).rejects.toMatchObject({
      code: 'rate_limited',
    });
    await expect(first.countCreation(client, 'deck-1')).rejects.toMatchObject({
      code: 'rate_limited',
    });
    // Another presentation has its own count.
    await expect(first.countCreation(client, 'deck-2')).resolves.toBeUndefined();
  });

  it('keeps refusing with each node’s own counters while Redis is unreachable', async () => {
    const client = openTestRedis();
    clients.push(client);
    const limits = createJoinLimits({ shared: { client, prefix } });
    client.disconnect();
    for (let i = 0; i < JOIN_LIMITS.missesPerMinute; i++) {
      expect(await tryWrongCode(limits, '192.0.2.77', `d${i}`)).toBeNull();
    }
    expect(await tryWrongCode(limits, '192.0.2.77', 'd-last')).toBe('rate_limited');
  });
});
