import { API_PATHS, TOKEN_COOKIE } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { useLiveFixture } from '../../test/live-fixture';
import { bearer, makeRegistration, registerUser } from '../../test/test-app';

const t = useLiveFixture({ presenter: false });

describe('POST /api/users/create/', () => {
  it('creates an account whose token opens the profile', async () => {
    const body = makeRegistration({ email: 'Grace.Hopper@Example.com' });
    const created = await t.app.inject({
      method: 'POST',
      url: API_PATHS.usersCreate,
      payload: body,
    });
    expect(created.statusCode).toBe(201);
    const { token, user } = created.json();
    expect(user).toMatchObject({
      name: body.name,
      email: 'grace.hopper@example.com',
      plan: 'free',
    });
    expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt);
    expect(user).not.toHaveProperty('passwordHash');

    const profile = await t.app.inject({ url: API_PATHS.usersProfile, headers: bearer(token) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual(user);
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    const first = await registerUser(t.app);
    const again = await t.app.inject({
      method: 'POST',
      url: API_PATHS.usersCreate,
      payload: makeRegistration({ email: first.email.toUpperCase() }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'conflict',
      fields: { email: { code: 'email.taken' } },
    });
  });

  it('gives one account when the same email registers twice at once', async () => {
    const body = makeRegistration();
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        t.app.inject({ method: 'POST', url: API_PATHS.usersCreate, payload: body }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('names every bad field, including an unexpected one', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.usersCreate,
      payload: { name: '', email: 'not-an-email', password: 'short', isAdmin: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'invalid_input',
      message: 'Some fields need attention.',
      fields: {
        name: { code: 'name.tooShort', message: expect.any(String) },
        email: { code: 'email.invalid', message: expect.any(String) },
        password: { code: 'password.tooShort', message: expect.any(String) },
        isAdmin: { code: 'unknownField', message: expect.any(String) },
      },
    });
  });

  it('says which fields are missing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.usersCreate,
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['email', 'name', 'password']);
  });

  it('refuses a common password, whatever its case', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.usersCreate,
      payload: makeRegistration({ password: 'PassWord1' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.password.code).toBe('password.common');
  });
});

describe('POST /api/auth/app/', () => {
  it('signs in with the right password, and gives one answer for a wrong password or email', async () => {
    const user = await registerUser(t.app);
    const ok = await t.app.inject({
      method: 'POST',
      url: API_PATHS.authLogin,
      payload: { email: user.email.toUpperCase(), password: user.password },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.id).toBe(user.user.id);
    expect(ok.json().token).not.toBe(user.token);

    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: API_PATHS.authLogin,
      payload: { email: user.email, password: 'not-the-password' },
    });
    const unknownEmail = await t.app.inject({
      method: 'POST',
      url: API_PATHS.authLogin,
      payload: { email: 'nobody@example.com', password: 'not-the-password' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.body).toBe(unknownEmail.body);
    expect(wrongPassword.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Email or password is incorrect.',
    });
  });
});

describe('authentication', () => {
  it('refuses the profile without a token, with a bad one, and with a token only in a cookie', async () => {
    const user = await registerUser(t.app);
    const none = await t.app.inject({ url: API_PATHS.usersProfile });
    const bad = await t.app.inject({
      url: API_PATHS.usersProfile,
      headers: bearer('x'.repeat(43)),
    });
    const cookie = await t.app.inject({
      url: API_PATHS.usersProfile,
      headers: { cookie: `${TOKEN_COOKIE}=${user.token}` },
    });
    for (const response of [none, bad, cookie]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'unauthorized', message: 'Please sign in again.' });
    }
  });

  it('signs out: the token stops working, other sessions keep working', async () => {
    const user = await registerUser(t.app);
    const second = await t.app.inject({
      method: 'POST',
      url: API_PATHS.authLogin,
      payload: { email: user.email, password: user.password },
    });
    const out = await t.app.inject({
      method: 'POST',
      url: API_PATHS.authLogout,
      headers: bearer(user.token),
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });

    const after = await t.app.inject({ url: API_PATHS.usersProfile, headers: bearer(user.token) });
    expect(after.statusCode).toBe(401);
    const other = await t.app.inject({
      url: API_PATHS.usersProfile,
      headers: bearer(second.json().token),
    });
    expect(other.statusCode).toBe(200);
  });
});
