import { RATE_LIMITS } from '@crowdeck/core';
import type { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../test/manual-clock';
import { deleteRedisKeys, openTestRedis, uniqueRedisPrefix } from '../test/test-redis';
import { ApiError } from '../http/api-error';
import { createRateLimits, createRedisRateLimiterFactory } from './rate-limit';
import { createWindowedLimits } from './windowed-limits';

describe('windowed limits shared by the nodes through Redis', () => {
  const prefix = uniqueRedisPrefix();
  const clients: Redis[] = [];
  const clock = createManualClock();

  /** One node's limits on the shared Redis, going by the shared manual clock. */
  async function node() {
    const client = openTestRedis();
    clients.push(client);
    await client.ping();
    return createWindowedLimits(
      createRateLimits(createRedisRateLimiterFactory(client, prefix)),
      clock,
    );
  }

  afterEach(() => {
    for (const client of clients.splice(0)) client.disconnect();
  });
  afterAll(() => deleteRedisKeys(prefix));

  const refusalOf = (work: Promise<void>) =>
    work.then(
      () => null,
      (error: unknown) => (error instanceof ApiError ? error : Promise.reject(error)),
    );

  it('counts one inviter on every node together, until the window ends', async () => {
    const [first, second] = await Promise.all([node(), node()]);
    const count = [{ name: 'invitePerInviter', key: 'user-1' }] as const;
    for (let i = 0; i < RATE_LIMITS.invitePerInviter.points; i++) {
      await (i % 2 === 0 ? first : second).consumeAll(count);
    }
    const refused = await refusalOf(second.consumeAll(count));
    expect(refused?.statusCode).toBe(429);
    expect(await refusalOf(first.consumeAll(count))).not.toBeNull();
    clock.advance((refused?.retryAfterSec ?? 0) * 1000);
    expect(await refusalOf(first.consumeAll(count))).toBeNull();
  });

  it('takes all counts or none: a refused one gives back those taken before it', async () => {
    const [first, second] = await Promise.all([node(), node()]);
    const recipient = { name: 'invitePerRecipient', key: 'victim@example.com' } as const;
    for (let i = 0; i < RATE_LIMITS.invitePerRecipient.points; i++) {
      await first.consumeAll([recipient]);
    }
    const inviter = { name: 'invitePerInviter', key: 'user-2' } as const;
    for (let i = 0; i < 5; i++) {
      expect(await refusalOf(second.consumeAll([inviter, recipient]))).not.toBeNull();
    }
    // The five refused invitations cost the inviter nothing.
    for (let i = 0; i < RATE_LIMITS.invitePerInviter.points; i++) {
      expect(await refusalOf(first.consumeAll([inviter]))).toBeNull();
    }
  });
});
