import { API_PATHS, RESET_PASSWORD_ROUTE } from '@crowdeck/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { useLiveFixture } from '../../test/live-fixture';
import { bearer, mailedToken, registerUser } from '../../test/test-app';

const PRESENTER_URL = 'https://present.example.org';
const t = useLiveFixture({ presenter: false, env: { PRESENTER_URL } });

function forgot(email: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: API_PATHS.usersForgotPassword,
    payload: { email },
    headers,
  });
}

function reset(token: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: API_PATHS.usersResetPassword,
    payload: { token, password },
  });
}

function login(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: API_PATHS.authLogin, payload: { email, password } });
}

/** Sends forgot-password for the user and returns the token of the link mailed to them. */
async function requestToken(email: string): Promise<string> {
  await forgot(email);
  return mailedToken(t, email);
}

describe('POST /api/users/forgot-password/', () => {
  it("writes the mail in the account's language, else in the browser's", async () => {
    // From an address of its own: the other tests' requests count against theirs.
    const forgot = (email: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: API_PATHS.usersForgotPassword,
        payload: { email },
        headers,
        remoteAddress: '198.51.100.77',
      });
    const chooser = await registerUser(t.app);
    const chosen = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.usersUpdate,
      headers: bearer(chooser.token),
      payload: { language: 'de' },
    });
    expect(chosen.statusCode).toBe(200);
    await forgot(chooser.email, { 'accept-language': 'fr' });
    const german = (await t.readOutbox()).filter((m) => m.to === chooser.email).at(-1);
    expect(german?.subject).toBe('Setze dein Crowdeck-Passwort zurück');
    expect(german?.text).toContain('Um ein neues Passwort festzulegen, öffne:');
    expect(german?.html).toContain('<html lang="de">');

    const browser = await registerUser(t.app);
    await forgot(browser.email, { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' });
    const arabic = (await t.readOutbox()).filter((m) => m.to === browser.email).at(-1);
    expect(arabic?.subject).toBe('إعادة تعيين كلمة مرور Crowdeck');
    expect(arabic?.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic?.text).toMatch(/token=[A-Za-z0-9_-]+/);

    const nobody = await registerUser(t.app);
    await forgot(nobody.email);
    const english = (await t.readOutbox()).filter((m) => m.to === nobody.email).at(-1);
    expect(english?.subject).toBe('Reset your Crowdeck password');
  });

  it('answers the same for an existing and an unknown email, and mails only the account', async () => {
    const user = await registerUser(t.app);
    const known = await forgot(user.email);
    const unknown = await forgot(`nobody-${Date.now()}@example.com`);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ ok: true });

    const mails = await t.readOutbox();
    expect(mails.filter((m) => m.to === user.email)).toHaveLength(1);
    expect(mails.some((m) => m.to.startsWith('nobody-'))).toBe(false);
  });

  it('stores only a hash and builds the link from PRESENTER_URL, never the Host header', async () => {
    const user = await registerUser(t.app);
    await forgot(user.email, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    const mail = (await t.readOutbox()).filter((m) => m.to === user.email).at(-1);
    expect(mail?.subject).toBe('Reset your Crowdeck password');
    expect(mail?.text).toContain('1 hour');
    expect(mail?.text).not.toContain('evil.example');
    expect(mail?.html).not.toContain('evil.example');
    const link = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '');
    expect(link.origin + link.pathname).toBe(`${PRESENTER_URL}${RESET_PASSWORD_ROUTE}`);

    const token = link.searchParams.get('token') ?? '';
    const rows = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(token));
    expect(rows[0]?.tokenHash).not.toContain(token);
  });
});

describe('POST /api/users/reset-password/', () => {
  it('sets the new password once and ends every session', async () => {
    const user = await registerUser(t.app);
    const token = await requestToken(user.email);

    const ok = await reset(token, 'a-fresh-start-2024');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true });

    const profile = await t.app.inject({
      url: API_PATHS.usersProfile,
      headers: bearer(user.token),
    });
    expect(profile.statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'a-fresh-start-2024')).statusCode).toBe(200);

    const again = await reset(token, 'another-fresh-start');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'invalid_reset_token',
      message: 'This reset link is invalid or has expired. Ask for a new one.',
    });
  });

  it('refuses an expired link', async () => {
    const user = await registerUser(t.app);
    const token = await requestToken(user.email);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    const response = await reset(token, 'a-fresh-start-2024');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_reset_token');
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous uses through, and voids older links', async () => {
    const user = await registerUser(t.app);
    const older = await requestToken(user.email);
    const token = await requestToken(user.email);
    const answers = await Promise.all([
      reset(token, 'first-new-secret'),
      reset(token, 'second-new-secret'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect((await reset(older, 'third-new-secret')).statusCode).toBe(400);
  });

  it('refuses a common password and a made-up token', async () => {
    const user = await registerUser(t.app);
    const token = await requestToken(user.email);
    const common = await reset(token, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().fields.password.code).toBe('password.common');
    expect((await reset('A'.repeat(43), 'a-fresh-start-2024')).statusCode).toBe(400);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.user.id));
    // Untouched by the refused attempts, and hashed with argon2id at m=19 MiB, t=2, p=1.
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });
});
