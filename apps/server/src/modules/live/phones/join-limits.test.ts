import { describe, expect, it } from 'vitest';
import { JOIN_LIMITS, createJoinLimits } from './join-limits';

/** Tries one wrong code from the given address and socket; resolves whether it was let through. */
async function tryWrongCode(
  limits: ReturnType<typeof createJoinLimits>,
  ip: string,
  socketId: string,
): Promise<boolean> {
  try {
    await limits.checkSocket({ ip, socketId });
    await limits.countMiss({ ip, socketId });
    return true;
  } catch {
    return false;
  }
}

describe('join limits by address', () => {
  it('counts wrong codes from one IPv6 /64 together, whichever address inside it they come from', async () => {
    const limits = createJoinLimits();
    for (let i = 0; i < JOIN_LIMITS.missesPerMinute; i++) {
      // A fresh address and socket each time: only the network ties them together.
      const ok = await tryWrongCode(limits, `2001:db8:5:6::${i + 1}`, `s${i}`);
      expect(ok).toBe(true);
    }
    expect(await tryWrongCode(limits, '2001:db8:5:6:ffff::9', 'fresh')).toBe(false);
  });

  it('keeps another /64 and IPv4 clients apart', async () => {
    const limits = createJoinLimits();
    for (let i = 0; i < JOIN_LIMITS.missesPerMinute; i++) {
      await tryWrongCode(limits, `2001:db8:5:6::${i + 1}`, `s${i}`);
    }
    expect(await tryWrongCode(limits, '2001:db8:5:7::1', 'other-net')).toBe(true);
    expect(await tryWrongCode(limits, '198.51.100.4', 'v4')).toBe(true);
  });

  it('gives back the points of refused creations, as many a minute as the allowance', async () => {
    const limits = createJoinLimits();
    const client = { ip: '198.51.100.20', socketId: 'looping' };
    const limit = JOIN_LIMITS.participantsPerIpPerDeckPerMinute;
    // Every try refused (say, a taken nickname): the first `limit` are given back…
    for (let i = 0; i < limit; i++) {
      await limits.countCreation(client, 'deck');
      await limits.giveBackCreation(client, 'deck');
    }
    // …the next ones are not, and the allowance runs out as before.
    for (let i = 0; i < limit; i++) {
      await limits.countCreation(client, 'deck');
      await limits.giveBackCreation(client, 'deck');
    }
    await expect(limits.countCreation(client, 'deck')).rejects.toMatchObject({
      code: 'rate_limited',
    });
  });

  it('counts new participants per /64 network', async () => {
    const limits = createJoinLimits();
    for (let i = 0; i < JOIN_LIMITS.participantsPerIpPerDeckPerMinute; i++) {
      await limits.countCreation(
        { ip: `2001:db8:9:9::${(i % 50) + 1}`, socketId: `s${i}` },
        'deck',
      );
    }
    await expect(
      limits.countCreation({ ip: '2001:db8:9:9:abcd::1', socketId: 'late' }, 'deck'),
    ).rejects.toMatchObject({ code: 'rate_limited' });
  });
});
