import { API_PATHS, RATE_LIMITS } from '@crowdeck/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TTestApp } from '../../test/test-app';

let t: TTestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t?.close();
});

function login(email: string, password: string, ip = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: API_PATHS.authLogin,
    payload: { email, password },
    remoteAddress: ip,
  });
}

const ACCOUNT_LIMIT = RATE_LIMITS.loginPerAccount.points;

describe('sign-in rate limits', () => {
  it('blocks an account after too many wrong passwords, even with the right one, from any address', async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < ACCOUNT_LIMIT; i++) {
      expect((await login(user.email, 'wrong-password', `10.0.0.${i}`)).statusCode).toBe(401);
    }
    const blocked = await login(user.email, user.password, '10.0.1.1');
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.loginPerAccount.durationSec);
    expect(blocked.json()).toEqual({
      code: 'too_many_requests',
      message: `Too many attempts. Try again in ${retryAfter} seconds.`,
    });
  });

  it('forgets an account’s failures after a successful sign-in', async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < ACCOUNT_LIMIT - 1; i++) await login(user.email, 'wrong-password');
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    for (let i = 0; i < ACCOUNT_LIMIT - 1; i++) {
      expect((await login(user.email, 'wrong-password')).statusCode).toBe(401);
    }
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('limits attempts per address across accounts', async () => {
    const { points } = RATE_LIMITS.loginPerIp;
    for (let i = 0; i < points; i++) {
      expect(
        (await login(`someone${i}@example.com`, 'wrong-password', '10.9.9.9')).statusCode,
      ).toBe(401);
    }
    const blocked = await login('another@example.com', 'wrong-password', '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await login('another@example.com', 'wrong-password', '10.9.9.10')).statusCode).toBe(
      401,
    );
  });
});

describe('forgot-password rate limits', () => {
  it('limits mails per account, with the same answer for unknown emails', async () => {
    const { points } = RATE_LIMITS.forgotPerAccount;
    for (const email of ['ghost@example.com', (await registerUser(t.app)).email]) {
      for (let i = 0; i < points; i++) {
        const ok = await t.app.inject({
          method: 'POST',
          url: API_PATHS.usersForgotPassword,
          payload: { email },
          remoteAddress: `10.1.${i}.1`,
        });
        expect(ok.statusCode).toBe(200);
      }
      const blocked = await t.app.inject({
        method: 'POST',
        url: API_PATHS.usersForgotPassword,
        payload: { email },
        remoteAddress: '10.2.0.1',
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('too_many_requests');
    }
    expect(await t.readOutbox()).toHaveLength(points);
  });
});
