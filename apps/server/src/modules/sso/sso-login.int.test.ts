import { API_PATHS } from '@crowdeck/core';
import { describe, expect, it, vi } from 'vitest';
import {
  followRedirects,
  startTestProvider,
  type TTestAccount,
} from '@crowdeck/test-oidc-provider';
import { as, callbackUrl, oidcSettings } from '../../test/sso-setup';
import { createSsoBrowser, expectCompletePage } from '../../test/sso-browser';
import { useSsoSignIn } from '../../test/sso-sign-in';
import { registerUser } from '../../test/test-app';

const DOMAIN = 'acme.test';
let counter = 0;

const sso = useSsoSignIn((t) => startTestProvider(callbackUrl(t)), oidcSettings, DOMAIN);

function account(overrides: Partial<TTestAccount> = {}): TTestAccount & { email: string } {
  counter += 1;
  return {
    sub: `sub-${counter}`,
    email: `person${counter}@${DOMAIN}`,
    email_verified: true,
    name: `Person ${counter}`,
    ...overrides,
  } as TTestAccount & { email: string };
}

/** Runs the provider's part as `who` and returns the callback address it sends back. */
async function atProvider(redirectUrl: string, who: TTestAccount): Promise<URL> {
  sso.idp.signInAs(who);
  return followRedirects(redirectUrl, callbackUrl(sso.t));
}

/** The browser arrives at the callback; returns where the server sends it. */
async function callback(url: URL, from = sso.browser): Promise<URL> {
  const { status, location } = await from.callback(url);
  expect(status).toBe(302);
  return location;
}

async function signIn(who: TTestAccount & { email: string }, next?: string, from = sso.browser) {
  return callback(await atProvider(await sso.start(who.email, next, from), who), from);
}

const failure = (location: URL) => {
  expect(location.pathname).toBe('/login');
  return location.searchParams.get('sso_error');
};

describe('signing in through the organisation’s provider', () => {
  it('asks for the password for other addresses and for claimed but unverified domains', async () => {
    for (const email of ['someone@elsewhere.test', `someone@${DOMAIN}x`]) {
      const response = await as(sso.t.app, null, 'POST', API_PATHS.ssoStart, { email });
      expect(response.json()).toEqual({ sso: false });
    }
    const unverified = await as(sso.t.app, sso.owner, 'POST', API_PATHS.organisationSsoDomains, {
      domain: 'pending.test',
    });
    expect(unverified.statusCode).toBe(201);
    const response = await as(sso.t.app, null, 'POST', API_PATHS.ssoStart, {
      email: 'a@pending.test',
    });
    expect(response.json()).toEqual({ sso: false });
  });

  it('signs an existing member in, with PKCE S256, and returns to next', async () => {
    const existing = await registerUser(sso.t.app, { email: `member@${DOMAIN}` });
    await sso.addMember(existing.email, 'admin');
    const redirect = new URL(await sso.start(existing.email, '/home?tab=shared'));
    expect(redirect.origin).toBe(sso.idp.issuer);
    expect(redirect.searchParams.get('code_challenge_method')).toBe('S256');
    expect(redirect.searchParams.get('nonce')).toBeTruthy();
    const location = await callback(
      await atProvider(redirect.href, account({ email: existing.email })),
    );
    const { token, next } = await sso.signedIn(location);
    expect(next).toBe('/home?tab=shared');
    await sso.expectSignedInAs(token, existing.user.id, 'admin');
    // A member keeps the password and the sessions they had.
    expect((await as(sso.t.app, existing, 'GET', API_PATHS.usersProfile)).statusCode).toBe(200);
  });

  it('joins an account registered earlier with the address, and shuts its password out', async () => {
    const earlier = await registerUser(sso.t.app, { email: `earlier@${DOMAIN}` });
    const { token } = await sso.signedIn(await signIn(account({ email: earlier.email })));
    const mine = await as(sso.t.app, { token }, 'GET', API_PATHS.organisation);
    expect(mine.json().organisation).toMatchObject({ id: sso.organisationId, role: 'member' });
    expect((await as(sso.t.app, earlier, 'GET', API_PATHS.usersProfile)).statusCode).toBe(401);
    const password = await as(sso.t.app, null, 'POST', API_PATHS.authLogin, {
      email: earlier.email,
      password: earlier.password,
    });
    expect(password.statusCode).toBe(401);
  });

  it('creates the account on first sign-in, in the organisation, without a usable password', async () => {
    const who = account({ name: 'Grace Hopper' });
    const { token } = await sso.signedIn(await signIn(who));
    await sso.expectNewMember(token, { name: 'Grace Hopper', email: who.email }, '!sso-only', {
      lastSignInAt: expect.any(String),
    });
  });

  it('refuses an ID token altered in flight (its signature no longer matches the JWKS)', async () => {
    const victim = account();
    await sso.signedIn(await signIn(victim));
    const attacker = account();
    const redirect = await sso.start(attacker.email);
    const back = await atProvider(redirect, attacker);
    // Same length, so the response stays well-formed: only the signature gives it away.
    expect(attacker.sub).toHaveLength(victim.sub.length);
    expect(attacker.email).toHaveLength(victim.email.length);
    sso.idp.tamperNextIdToken((claims) => ({ ...claims, sub: victim.sub, email: victim.email }));
    const tampered = sso.idp.tamperedTokens;
    expect(failure(await callback(back))).toBe('invalid');
    expect(sso.idp.tamperedTokens).toBe(tampered + 1);
  });

  it('refuses an ID token whose nonce is not the one this sign-in sent', async () => {
    const redirect = new URL(await sso.start(`someone${counter}@${DOMAIN}`));
    redirect.searchParams.set('nonce', 'a-nonce-chosen-by-someone-else');
    const back = await atProvider(redirect.href, account());
    expect(failure(await callback(back))).toBe('invalid');
  });

  it('takes a state once, and refuses a code already redeemed', async () => {
    const first = account();
    const firstBack = await atProvider(await sso.start(first.email), first);
    await sso.signedIn(await callback(firstBack));
    expect(failure(await callback(firstBack))).toBe('expired');

    const second = account();
    const secondBack = await atProvider(await sso.start(second.email), second);
    const replayed = new URL(secondBack);
    replayed.searchParams.set('code', firstBack.searchParams.get('code') ?? '');
    expect(failure(await callback(replayed))).toBe('invalid');
    const unknown = new URL(secondBack);
    unknown.searchParams.set('state', 'never-issued');
    expect(failure(await callback(unknown))).toBe('expired');
  });

  it('refuses an address outside the verified domains, or one the provider has not confirmed', async () => {
    const outside = account({ email: 'person@pending.test' });
    expect(
      failure(await callback(await atProvider(await sso.start(account().email), outside))),
    ).toBe('email');
    const unconfirmed = account({ email_verified: false });
    expect(failure(await signIn(unconfirmed))).toBe('email');
    const other = await as(sso.t.app, null, 'POST', API_PATHS.ssoStart, { email: outside.email });
    expect(other.json()).toEqual({ sso: false });
  });
});

describe('a sign-in belongs to the browser that started it', () => {
  it('refuses the provider’s answer in another browser, and still finishes in the starting one', async () => {
    const who = account();
    const back = await atProvider(await sso.start(who.email), who);
    // Replayed by a client without the cookie, then by one with a cookie of its own sign-in.
    const cookieless = createSsoBrowser(sso.t);
    expect(failure(await callback(back, cookieless))).toBe('expired');
    const other = createSsoBrowser(sso.t);
    await sso.start(account().email, undefined, other);
    expect(other.secret).not.toBe(sso.browser.secret);
    expect(failure(await callback(back, other))).toBe('expired');
    const { token } = await sso.signedIn(await callback(back));
    const profile = await as(sso.t.app, { token }, 'GET', API_PATHS.usersProfile);
    expect(profile.json()).toMatchObject({ email: who.email });
  });

  it('keeps the browser’s cookie across sign-ins, so two tabs can sign in at once', async () => {
    const first = account();
    const second = account();
    const firstBack = await atProvider(await sso.start(first.email), first);
    const secret = sso.browser.secret;
    const secondBack = await atProvider(await sso.start(second.email), second);
    expect(sso.browser.secret).toBe(secret);
    expect((await sso.signedIn(await callback(secondBack))).token).toBeTruthy();
    expect((await sso.signedIn(await callback(firstBack))).token).toBeTruthy();
  });

  it('never puts a session in the address, and a code of another browser does not change who a signed-in browser is', async () => {
    // The victim is signed in, in a browser that has signed in through SSO before.
    const victim = createSsoBrowser(sso.t);
    const victimAccount = account();
    const victimSession = await sso.signedIn(
      await signIn(victimAccount, undefined, victim),
      victim,
    );
    // The attacker signs in as themselves in their own browser and stops at the return page.
    const attacker = createSsoBrowser(sso.t);
    const crafted = await signIn(account(), '/home', attacker);
    expectCompletePage(sso.t, crafted);
    expect(crafted.hash).toMatch(/^#code=[A-Za-z0-9_-]{43}$/);
    // The victim opens the crafted link: the code is refused, in words, and their session stays.
    const refused = await victim.redeem(crafted, victimSession);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'invalid_input',
      message: expect.stringContaining('another browser'),
    });
    expect((await createSsoBrowser(sso.t).redeem(crafted)).statusCode).toBe(400);
    const profile = await as(sso.t.app, victimSession, 'GET', API_PATHS.usersProfile);
    expect(profile.json()).toMatchObject({ email: victimAccount.email });
    // The code stays the attacker's alone: their own browser can still redeem it.
    expect((await attacker.redeem(crafted)).statusCode).toBe(200);
  });

  it('redeems a code once, and not after its minute', async () => {
    const location = await signIn(account());
    await sso.signedIn(location);
    expect((await sso.browser.redeem(location)).statusCode).toBe(400);

    const inTime = await signIn(account());
    const late = await signIn(account());
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 58_000);
    expect((await sso.browser.redeem(inTime)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 3_000);
    expect((await sso.browser.redeem(late)).statusCode).toBe(400);
  });

  it('answers a malformed redemption with 400 naming the code', async () => {
    const response = await sso.browser.redeem('');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.code.code).toBe('required');
  });
});

describe('SSO required', () => {
  it('refuses password sign-in, registration and reset for the verified domains only', async () => {
    const existing = await registerUser(sso.t.app, { email: `before-required@${DOMAIN}` });
    const elsewhere = await registerUser(sso.t.app);
    await as(sso.t.app, null, 'POST', API_PATHS.usersForgotPassword, { email: existing.email });
    const mail = (await sso.t.readOutbox()).find((m) => m.to === existing.email);
    const resetToken = mail?.text.match(/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
    expect(resetToken).toBeTruthy();
    const required = await as(sso.t.app, sso.owner, 'PUT', API_PATHS.organisationSso, {
      issuer: sso.idp.issuer,
      clientId: sso.idp.clientId,
      ssoRequired: true,
    });
    expect(required.json()).toMatchObject({ ssoRequired: true, hasSecret: true });

    const login = await as(sso.t.app, null, 'POST', API_PATHS.authLogin, {
      email: existing.email,
      password: existing.password,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().fields.email.code).toBe('sso.required');
    const register = await as(sso.t.app, null, 'POST', API_PATHS.usersCreate, {
      name: 'New Person',
      email: `new-person@${DOMAIN}`,
      password: 'analytical-engine-1843',
    });
    expect(register.statusCode).toBe(403);
    expect(register.json().fields.email.code).toBe('sso.required');
    const forgot = await as(sso.t.app, null, 'POST', API_PATHS.usersForgotPassword, {
      email: existing.email,
    });
    expect(forgot.statusCode).toBe(403);
    expect((await sso.t.readOutbox()).filter((m) => m.to === existing.email)).toHaveLength(1);
    const reset = await as(sso.t.app, null, 'POST', API_PATHS.usersResetPassword, {
      token: resetToken,
      password: 'a-new-analytical-engine',
    });
    expect(reset.statusCode).toBe(403);
    expect(reset.json().fields.email.code).toBe('sso.required');

    const other = await as(sso.t.app, null, 'POST', API_PATHS.authLogin, {
      email: elsewhere.email,
      password: elsewhere.password,
    });
    expect(other.statusCode).toBe(200);
    await sso.signedIn(await signIn(account({ email: existing.email })));
  });
});
