import { API_PATHS } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { useLiveFixture } from '../../test/live-fixture';
import { bearer, registerUser } from '../../test/test-app';

const t = useLiveFixture({ presenter: false });

function login(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: API_PATHS.authLogin, payload: { email, password } });
}

const update = (token: string, payload: object) =>
  t.call('PUT', API_PATHS.usersUpdate, payload, token);

const updatePassword = (token: string, payload: object) =>
  t.call('PUT', API_PATHS.usersUpdatePassword, payload, token);

describe('PUT /api/users/update/', () => {
  it('changes the name without a password', async () => {
    const user = await registerUser(t.app);
    const response = await update(user.token, { name: '  Ada King  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Ada King', email: user.email });
    const profile = await t.app.inject({
      url: API_PATHS.usersProfile,
      headers: bearer(user.token),
    });
    expect(profile.json().name).toBe('Ada King');
  });

  it('asks for the right current password before changing the email', async () => {
    const user = await registerUser(t.app);
    const newEmail = `moved-${Date.now()}@example.com`;

    const missing = await update(user.token, { email: newEmail });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.currentPassword.code).toBe('currentPassword.required');

    const wrong = await update(user.token, { email: newEmail, currentPassword: 'nope-nope-nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.currentPassword.code).toBe('currentPassword.wrong');

    const ok = await update(user.token, { email: newEmail, currentPassword: user.password });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe(newEmail);
    expect((await login(newEmail, user.password)).statusCode).toBe(200);
  });

  it('refuses an email that belongs to another account', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const response = await update(user.token, {
      email: other.email,
      currentPassword: user.password,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().fields.email.code).toBe('email.taken');
  });

  it('keeps the app language chosen in the account, refuses an unknown one, clears it with null', async () => {
    const user = await registerUser(t.app);
    const profile = () =>
      t.app
        .inject({ url: API_PATHS.usersProfile, headers: bearer(user.token) })
        .then((r) => r.json());
    expect((await profile()).language).toBeNull();

    const chosen = await update(user.token, { language: 'pt-BR' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ language: 'pt-BR', name: 'Ada Lovelace' });
    expect((await profile()).language).toBe('pt-BR');

    for (const language of ['pt', 'xx', 'EN', 7]) {
      const refused = await update(user.token, { language });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields.language.code).toBe('language.invalid');
    }
    expect((await profile()).language).toBe('pt-BR');

    const cleared = await update(user.token, { language: null });
    expect(cleared.statusCode).toBe(200);
    expect((await profile()).language).toBeNull();
  });

  it('refuses an empty change', async () => {
    const user = await registerUser(t.app);
    const response = await update(user.token, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.name.code).toBe('update.empty');
  });
});

describe('PUT /api/users/update-password/', () => {
  it('refuses a wrong current password and a common new one', async () => {
    const user = await registerUser(t.app);
    const wrong = await updatePassword(user.token, {
      currentPassword: 'not-my-password',
      newPassword: 'a-brand-new-secret',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.currentPassword.code).toBe('currentPassword.wrong');

    const common = await updatePassword(user.token, {
      currentPassword: user.password,
      newPassword: 'iloveyou1',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().fields.newPassword.code).toBe('password.common');
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const user = await registerUser(t.app);
    const elsewhere = (await login(user.email, user.password)).json().token as string;

    const response = await updatePassword(user.token, {
      currentPassword: user.password,
      newPassword: 'a-brand-new-secret',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const here = await t.app.inject({ url: API_PATHS.usersProfile, headers: bearer(user.token) });
    const there = await t.app.inject({ url: API_PATHS.usersProfile, headers: bearer(elsewhere) });
    expect(here.statusCode).toBe(200);
    expect(there.statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'a-brand-new-secret')).statusCode).toBe(200);
  });
});
