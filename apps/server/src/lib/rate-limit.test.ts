import { RATE_LIMITS } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { createRateLimits, type TRateLimiterFactory } from './rate-limit';

describe('per-address rate limits', () => {
  it('count every address of one IPv6 /64 under one key', async () => {
    const limits = createRateLimits();
    for (let i = 0; i < RATE_LIMITS.loginPerIp.points; i++) {
      await limits.consume('loginPerIp', `2001:db8:42:1::${(i + 1).toString(16)}`);
    }
    await expect(limits.consume('loginPerIp', '2001:db8:42:1:dead:beef::7')).rejects.toMatchObject({
      statusCode: 429,
    });
    await expect(limits.consume('loginPerIp', '2001:db8:42:2::1')).resolves.toBeUndefined();
  });

  it('leave keys that are not addresses as they are', async () => {
    const limits = createRateLimits();
    for (let i = 0; i < RATE_LIMITS.loginPerAccount.points; i++) {
      await limits.consume('loginPerAccount', `2001:db8:42:1::${i + 1}`);
    }
    // Per-account keys are not networks: another key inside the same /64 string still counts alone.
    await expect(limits.consume('loginPerAccount', '2001:db8:42:1::ff')).resolves.toBeUndefined();
  });

  it('store neither the address nor the email, only keyed hashes', async () => {
    const stored: string[] = [];
    const recording: TRateLimiterFactory = (name, limit) => {
      const limiter = new RateLimiterMemory({ points: limit.points, duration: limit.durationSec });
      const consume = limiter.consume.bind(limiter);
      limiter.consume = (key, points) => {
        stored.push(String(key));
        return consume(key, points);
      };
      return limiter;
    };
    const limits = createRateLimits(recording);
    await limits.consume('loginPerIp', '203.0.113.9');
    await limits.consume('registerPerEmail', 'ada@example.org');
    expect(stored).toHaveLength(2);
    for (const key of stored) {
      expect(key).toMatch(/^[\w-]{22}$/);
      expect(key).not.toMatch(/203|example/);
    }
  });
});
