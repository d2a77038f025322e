import { RATE_LIMITS } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { createRateLimits } from './rate-limit';

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
});
