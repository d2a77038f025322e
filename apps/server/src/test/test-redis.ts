import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll } from 'vitest';

/** The machine's Redis, shared with others: tests only use keys under a prefix of their own. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix nobody else uses (REDIS_PREFIX of one test file). */
export function uniqueRedisPrefix(): string {
  return `crowdeck-test:${randomBytes(6).toString('hex')}:`;
}

/**
 * A unique key prefix for the calling `describe`; its keys are deleted at the end (after the
 * `afterAll` hooks registered later, such as closing the apps that use it).
 */
export function useRedisPrefix(): string {
  const prefix = uniqueRedisPrefix();
  afterAll(() => deleteRedisKeys(prefix));
  return prefix;
}

/** A plain client (no retries across outages) for checks and cleanup. */
export function openTestRedis(url = TEST_REDIS_URL): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1 });
}

/** Deletes every key under `prefix` (never FLUSHDB: the Redis is shared). */
export async function deleteRedisKeys(prefix: string, url = TEST_REDIS_URL): Promise<void> {
  const client = openTestRedis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await client.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

/** Polls `check` every 50 ms until it returns true; throws after `timeoutMs`. */
export async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
