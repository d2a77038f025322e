import { API_PATHS, RATE_LIMITS } from '@crowdeck/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { useLiveFixture } from '../../test/live-fixture';
import { bearer, makeRegistration, registerUser } from '../../test/test-app';

// One app for the file: every test uses its own addresses, emails and accounts, so their counters
// never meet (127.0.0.1, which registerUser uses, stays far under its limit).
const t = useLiveFixture({ presenter: false });

function register(body: object, ip: string) {
  return t.app.inject({
    method: 'POST',
    url: API_PATHS.usersCreate,
    payload: body,
    remoteAddress: ip,
  });
}

function changePassword(token: string, currentPassword: string, ip: string) {
  return t.app.inject({
    method: 'PUT',
    url: API_PATHS.usersUpdatePassword,
    headers: bearer(token),
    payload: { currentPassword, newPassword: 'a-brand-new-secret-42' },
    remoteAddress: ip,
  });
}

async function accountExists(email: string): Promise<boolean> {
  return (await t.db.select().from(users).where(eq(users.email, email))).length > 0;
}

describe('register rate limits', () => {
  it('limits attempts per address, before any account is looked up or hashed', async () => {
    const { points } = RATE_LIMITS.registerPerIp;
    // Common passwords are refused without hashing: cheap attempts that still count.
    for (let i = 0; i < points; i++) {
      const refused = await register(makeRegistration({ password: 'password123' }), '10.3.0.1');
      expect(refused.statusCode).toBe(400);
    }
    const fresh = makeRegistration();
    const blocked = await register(fresh, '10.3.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await accountExists(fresh.email)).toBe(false);
    expect((await register(fresh, '10.3.0.2')).statusCode).toBe(201);
  });

  it('limits attempts per email from any address', async () => {
    const body = makeRegistration({ password: 'password123' });
    for (let i = 0; i < RATE_LIMITS.registerPerEmail.points; i++) {
      expect((await register(body, `10.4.${i}.1`)).statusCode).toBe(400);
    }
    const blocked = await register({ ...body, password: 'a-good-long-secret-7' }, '10.4.9.1');
    expect(blocked.statusCode).toBe(429);
    expect(await accountExists(body.email)).toBe(false);
  });

  it('answers "email taken" only a few times per address, then 429 for any email', async () => {
    const { points } = RATE_LIMITS.registerTakenPerIp;
    const taken = [];
    for (let i = 0; i < points + 1; i++) taken.push((await registerUser(t.app)).email);
    for (const email of taken.slice(0, points)) {
      const conflict = await register(makeRegistration({ email }), '10.5.0.1');
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json().fields.email.code).toBe('email.taken');
    }
    // Both a taken and a new address now get the same 429: the answer reveals nothing more.
    const probeTaken = await register(makeRegistration({ email: taken[points] }), '10.5.0.1');
    const fresh = makeRegistration();
    const probeNew = await register(fresh, '10.5.0.1');
    expect([probeTaken.statusCode, probeNew.statusCode]).toEqual([429, 429]);
    expect(await accountExists(fresh.email)).toBe(false);
    expect((await register(makeRegistration(), '10.5.0.2')).statusCode).toBe(201);
  });

  it('counts "email taken" before the lookup, so parallel attempts cannot all pass the check', async () => {
    const { points } = RATE_LIMITS.registerTakenPerIp;
    const { email } = await registerUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: points * 3 }, () => register(makeRegistration({ email }), '10.6.0.1')),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 409).length).toBeLessThanOrEqual(points);
    expect(codes.filter((code) => code === 429).length).toBeGreaterThanOrEqual(points * 2);
  });
});

describe('current-password rate limits', () => {
  it('blocks an account after wrong current passwords, even with the right one, from any address', async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < RATE_LIMITS.passwordCheckPerAccount.points; i++) {
      const wrong = await changePassword(user.token, 'not-my-password', `10.6.${i}.1`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fields.currentPassword.code).toBe('currentPassword.wrong');
    }
    const blocked = await changePassword(user.token, user.password, '10.6.9.1');
    expect(blocked.statusCode).toBe(429);
    const emailChange = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.usersUpdate,
      headers: bearer(user.token),
      payload: { email: 'elsewhere@example.com', currentPassword: user.password },
      remoteAddress: '10.6.9.2',
    });
    expect(emailChange.statusCode).toBe(429);
    // Neither change happened: the old password still signs in to the old address.
    const login = await t.app.inject({
      method: 'POST',
      url: API_PATHS.authLogin,
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('limits current-password checks per address across accounts', async () => {
    const { points } = RATE_LIMITS.passwordCheckPerIp;
    const perAccount = RATE_LIMITS.passwordCheckPerAccount.points;
    const accounts = [];
    for (let i = 0; i <= Math.ceil(points / perAccount); i++)
      accounts.push(await registerUser(t.app));
    for (let i = 0; i < points; i++) {
      const account = accounts[Math.floor(i / perAccount)]!;
      expect((await changePassword(account.token, 'not-my-password', '10.7.0.1')).statusCode).toBe(
        400,
      );
    }
    const last = accounts.at(-1)!;
    expect((await changePassword(last.token, last.password, '10.7.0.1')).statusCode).toBe(429);
    expect((await changePassword(last.token, last.password, '10.7.0.2')).statusCode).toBe(200);
  });
});

describe('reset-password rate limit', () => {
  it('limits attempts per address, before the new password is hashed', async () => {
    const reset = (password: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: API_PATHS.usersResetPassword,
        payload: { token: 'x'.repeat(43), password },
        remoteAddress: ip,
      });
    for (let i = 0; i < RATE_LIMITS.resetPerIp.points; i++) {
      expect((await reset('password123', '10.10.0.1')).statusCode).toBe(400);
    }
    expect((await reset('a-good-long-secret-7', '10.10.0.1')).statusCode).toBe(429);
    const other = await reset('a-good-long-secret-7', '10.10.0.2');
    expect(other.json().code).toBe('invalid_reset_token');
  });
});
