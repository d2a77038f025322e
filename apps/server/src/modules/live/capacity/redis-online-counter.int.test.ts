import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  deleteRedisKeys,
  openTestRedis,
  uniqueRedisPrefix,
  waitFor,
} from '../../../test/test-redis';
import { createRedisOnlineCounter } from './redis-online-counter';

/** Quick heartbeats so a node's death is noticed within a second. */
const TIMING = { beatMs: 100, ttlMs: 400, sweepMs: 100 };

describe('Redis online counter', () => {
  const prefix = uniqueRedisPrefix();
  const clients: Redis[] = [];
  const counters: Array<ReturnType<typeof createRedisOnlineCounter>> = [];
  const errors: unknown[] = [];

  function node(nodeId: string, onSwept: (ids: string[]) => void = () => undefined) {
    const client = openTestRedis();
    clients.push(client);
    const counter = createRedisOnlineCounter({
      client,
      prefix,
      nodeId,
      onSwept,
      onError: (error) => errors.push(error),
      timing: TIMING,
    });
    counters.push(counter);
    return { client, counter };
  }

  afterEach(async () => {
    for (const counter of counters.splice(0)) await counter.close().catch(() => undefined);
    for (const client of clients.splice(0)) client.disconnect();
  });
  afterAll(() => deleteRedisKeys(prefix));

  it('admits exactly 35 of 50 simultaneous joins split over two nodes, one place each', async () => {
    const key = randomUUID();
    const a = node('a').counter;
    const b = node('b').counter;
    const ids = Array.from({ length: 50 }, () => randomUUID());
    const results = await Promise.all(
      ids.map((id, i) => (i % 2 ? a : b).tryAcquire(key, { id, name: `P${i}` }, 35)),
    );
    expect(results.filter(Boolean)).toHaveLength(35);
    expect(await a.count(key)).toBe(35);
    expect(await b.names(key)).toHaveLength(35);
    // At most that many names, all of them among the admitted ones; all when fewer.
    const some = await a.names(key, 10);
    expect(some).toHaveLength(10);
    expect(new Set(some).size).toBe(10);
    const admittedNames = new Set(ids.flatMap((_, i) => (results[i] ? [`P${i}`] : [])));
    expect(some.every((name) => admittedNames.has(name))).toBe(true);
    expect(new Set(await a.names(key, 100))).toEqual(admittedNames);

    // A participant admitted on b and re-admitted on a keeps its one place, even when full.
    const admitted = ids.find((_, i) => results[i] && i % 2 === 0) as string;
    expect(await a.tryAcquire(key, { id: admitted, name: null }, 35)).toBe(true);
    expect(await a.count(key)).toBe(35);
    // b no longer holds it: its release leaves the place to a.
    await b.release(key, admitted);
    expect(await a.count(key)).toBe(35);
    await a.release(key, admitted);
    expect(await a.count(key)).toBe(34);
  });

  it('keeps a place while another node still has the participant', async () => {
    const key = randomUUID();
    const a = node('a2').counter;
    const b = node('b2').counter;
    const id = randomUUID();
    expect(await a.tryAcquire(key, { id, name: 'Moved' }, 1)).toBe(true);
    // The same participant on b (a second socket, or a move): still one place, even when full.
    expect(await b.tryAcquire(key, { id, name: 'Moved' }, 1)).toBe(true);
    expect(await a.count(key)).toBe(1);
    // b lets go first: a still has the participant online, so the place stays taken.
    await b.release(key, id);
    expect(await a.count(key)).toBe(1);
    expect(await b.tryAcquire(key, { id: randomUUID(), name: 'Late' }, 1)).toBe(false);
    await a.release(key, id);
    expect(await a.count(key)).toBe(0);
  });

  it("gives a dead node's places back, but not those taken over by a live node", async () => {
    const key = randomUUID();
    const swept: string[][] = [];
    const a = node('alive', (ids) => swept.push(ids)).counter;
    const dying = node('dying');
    const mine = Array.from({ length: 5 }, () => randomUUID());
    const theirs = Array.from({ length: 10 }, () => randomUUID());
    for (const id of mine) expect(await a.tryAcquire(key, { id, name: 'A' }, 100)).toBe(true);
    for (const id of theirs) {
      expect(await dying.counter.tryAcquire(key, { id, name: 'B' }, 100)).toBe(true);
    }
    expect(await a.count(key)).toBe(15);

    // The node loses Redis for good (as a killed process does); one of its phones comes to a.
    dying.client.disconnect();
    expect(await a.tryAcquire(key, { id: theirs[0]!, name: 'B' }, 100)).toBe(true);
    expect(await a.count(key)).toBe(15);

    await waitFor('the sweep', async () => (await a.count(key)) === 6, 5_000);
    expect((await a.members(key)).sort()).toEqual([...mine, theirs[0]!].sort());
    expect(swept.flat()).toContain(key);
  });

  it('claims its places again when Redis lost them (a restart without persistence)', async () => {
    const key = randomUUID();
    const { client, counter } = node('restarted');
    const ids = Array.from({ length: 3 }, () => randomUUID());
    for (const id of ids) await counter.tryAcquire(key, { id, name: 'C' }, 10);
    await client.del(`${prefix}online:${key}`, `${prefix}names:${key}`, `${prefix}node:restarted`);
    expect(await counter.count(key)).toBe(0);
    await waitFor('the next heartbeat', async () => (await counter.count(key)) === 3, 5_000);
    expect(await counter.names(key)).toEqual(['C', 'C', 'C']);
  });
});
