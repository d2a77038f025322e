import { API_PATHS } from '@crowdeck/core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  followRedirects,
  startTestProvider,
  type TTestAccount,
  type TTestProvider,
} from '@crowdeck/test-oidc-provider';
import {
  as,
  callbackUrl,
  createSsoOrganisation,
  createSsoTestApp,
  oidcSettings,
  operator,
  type TTestUser,
} from '../../test/sso-setup';
import { createSsoBrowser, expectCompletePage, type TSsoBrowser } from '../../test/sso-browser';
import { registerUser, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let idp: TTestProvider;
let organisationId: string;
let owner: TTestUser;
/** The browser each sign-in runs in unless a test names another. */
let browser: TSsoBrowser;
const DOMAIN = 'acme.test';
let counter = 0;

beforeAll(async () => {
  t = await createSsoTestApp();
  browser = createSsoBrowser(t);
  idp = await startTestProvider(callbackUrl(t));
  ({ owner, organisationId } = await createSsoOrganisation(t.app, oidcSettings(idp), {
    domain: DOMAIN,
  }));
});
afterAll(async () => {
  await idp?.close();
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

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

/** Asks how `email` signs in (in `from`) and expects the provider's address. */
async function start(email: string, next?: string, from = browser): Promise<string> {
  const response = await from.start(email, next);
  expect(response.statusCode).toBe(200);
  expect(response.json().sso).toBe(true);
  return response.json().redirectUrl as string;
}

/** Runs the provider's part as `who` and returns the callback address it sends back. */
async function atProvider(redirectUrl: string, who: TTestAccount): Promise<URL> {
  idp.signInAs(who);
  return followRedirects(redirectUrl, callbackUrl(t));
}

/** The browser arrives at the callback; returns where the server sends it. */
async function callback(url: URL, from = browser): Promise<URL> {
  const { status, location } = await from.callback(url);
  expect(status).toBe(302);
  return location;
}

async function signIn(who: TTestAccount & { email: string }, next?: string, from = browser) {
  return callback(await atProvider(await start(who.email, next, from), who), from);
}

/** The return page redeems its code in `from`: the session and where to go on. */
async function signedIn(
  location: URL,
  from = browser,
): Promise<{ token: string; next: string | null }> {
  expectCompletePage(t, location);
  const response = await from.redeem(location);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const failure = (location: URL) => {
  expect(location.pathname).toBe('/login');
  return location.searchParams.get('sso_error');
};

describe('signing in through the organisation’s provider', () => {
  it('asks for the password for other addresses and for claimed but unverified domains', async () => {
    for (const email of ['someone@elsewhere.test', `someone@${DOMAIN}x`]) {
      const response = await as(t.app, null, 'POST', API_PATHS.ssoStart, { email });
      expect(response.json()).toEqual({ sso: false });
    }
    const unverified = await as(t.app, owner, 'POST', API_PATHS.organisationSsoDomains, {
      domain: 'pending.test',
    });
    expect(unverified.statusCode).toBe(201);
    const response = await as(t.app, null, 'POST', API_PATHS.ssoStart, {
      email: 'a@pending.test',
    });
    expect(response.json()).toEqual({ sso: false });
  });

  it('signs an existing member in, with PKCE S256, and returns to next', async () => {
    const existing = await registerUser(t.app, { email: `member@${DOMAIN}` });
    await operator(t.app, 'POST', `${API_PATHS.operatorOrganisations}${organisationId}/members/`, {
      email: existing.email,
      role: 'admin',
    });
    const redirect = new URL(await start(existing.email, '/home?tab=shared'));
    expect(redirect.origin).toBe(idp.issuer);
    expect(redirect.searchParams.get('code_challenge_method')).toBe('S256');
    expect(redirect.searchParams.get('nonce')).toBeTruthy();
    const location = await callback(
      await atProvider(redirect.href, account({ email: existing.email })),
    );
    const { token, next } = await signedIn(location);
    expect(next).toBe('/home?tab=shared');
    const profile = await as(t.app, { token }, 'GET', API_PATHS.usersProfile);
    expect(profile.json()).toMatchObject({ id: existing.user.id, plan: 'custom' });
    const mine = await as(t.app, { token }, 'GET', API_PATHS.organisation);
    expect(mine.json().organisation).toMatchObject({ id: organisationId, role: 'admin' });
    // A member keeps the password and the sessions they had.
    expect((await as(t.app, existing, 'GET', API_PATHS.usersProfile)).statusCode).toBe(200);
  });

  it('joins an account registered earlier with the address, and shuts its password out', async () => {
    const earlier = await registerUser(t.app, { email: `earlier@${DOMAIN}` });
    const { token } = await signedIn(await signIn(account({ email: earlier.email })));
    const mine = await as(t.app, { token }, 'GET', API_PATHS.organisation);
    expect(mine.json().organisation).toMatchObject({ id: organisationId, role: 'member' });
    expect((await as(t.app, earlier, 'GET', API_PATHS.usersProfile)).statusCode).toBe(401);
    const password = await as(t.app, null, 'POST', API_PATHS.authLogin, {
      email: earlier.email,
      password: earlier.password,
    });
    expect(password.statusCode).toBe(401);
  });

  it('creates the account on first sign-in, in the organisation, without a usable password', async () => {
    const who = account({ name: 'Grace Hopper' });
    const { token } = await signedIn(await signIn(who));
    const profile = await as(t.app, { token }, 'GET', API_PATHS.usersProfile);
    expect(profile.json()).toMatchObject({ name: 'Grace Hopper', email: who.email });
    const members = await as(t.app, owner, 'GET', API_PATHS.organisationMembers);
    expect(members.json().members).toContainEqual(
      expect.objectContaining({
        email: who.email,
        role: 'member',
        lastSignInAt: expect.any(String),
      }),
    );
    const password = await as(t.app, null, 'POST', API_PATHS.authLogin, {
      email: who.email,
      password: '!sso-only',
    });
    expect(password.statusCode).toBe(401);
  });

  it('refuses an ID token altered in flight (its signature no longer matches the JWKS)', async () => {
    const victim = account();
    await signedIn(await signIn(victim));
    const attacker = account();
    const redirect = await start(attacker.email);
    const back = await atProvider(redirect, attacker);
    // Same length, so the response stays well-formed: only the signature gives it away.
    expect(attacker.sub).toHaveLength(victim.sub.length);
    expect(attacker.email).toHaveLength(victim.email.length);
    idp.tamperNextIdToken((claims) => ({ ...claims, sub: victim.sub, email: victim.email }));
    const tampered = idp.tamperedTokens;
    expect(failure(await callback(back))).toBe('invalid');
    expect(idp.tamperedTokens).toBe(tampered + 1);
  });

  it('refuses an ID token whose nonce is not the one this sign-in sent', async () => {
    const redirect = new URL(await start(`someone${counter}@${DOMAIN}`));
    redirect.searchParams.set('nonce', 'a-nonce-chosen-by-someone-else');
    const back = await atProvider(redirect.href, account());
    expect(failure(await callback(back))).toBe('invalid');
  });

  it('takes a state once, and refuses a code already redeemed', async () => {
    const first = account();
    const firstBack = await atProvider(await start(first.email), first);
    await signedIn(await callback(firstBack));
    expect(failure(await callback(firstBack))).toBe('expired');

    const second = account();
    const secondBack = await atProvider(await start(second.email), second);
    const replayed = new URL(secondBack);
    replayed.searchParams.set('code', firstBack.searchParams.get('code') ?? '');
    expect(failure(await callback(replayed))).toBe('invalid');
    const unknown = new URL(secondBack);
    unknown.searchParams.set('state', 'never-issued');
    expect(failure(await callback(unknown))).toBe('expired');
  });

  it('refuses an address outside the verified domains, or one the provider has not confirmed', async () => {
    const outside = account({ email: 'person@pending.test' });
    expect(failure(await callback(await atProvider(await start(account().email), outside)))).toBe(
      'email',
    );
    const unconfirmed = account({ email_verified: false });
    expect(failure(await signIn(unconfirmed))).toBe('email');
    const other = await as(t.app, null, 'POST', API_PATHS.ssoStart, { email: outside.email });
    expect(other.json()).toEqual({ sso: false });
  });
});

describe('a sign-in belongs to the browser that started it', () => {
  it('refuses the provider’s answer in another browser, and still finishes in the starting one', async () => {
    const who = account();
    const back = await atProvider(await start(who.email), who);
    // Replayed by a client without the cookie, then by one with a cookie of its own sign-in.
    const cookieless = createSsoBrowser(t);
    expect(failure(await callback(back, cookieless))).toBe('expired');
    const other = createSsoBrowser(t);
    await start(account().email, undefined, other);
    expect(other.secret).not.toBe(browser.secret);
    expect(failure(await callback(back, other))).toBe('expired');
    const { token } = await signedIn(await callback(back));
    const profile = await as(t.app, { token }, 'GET', API_PATHS.usersProfile);
    expect(profile.json()).toMatchObject({ email: who.email });
  });

  it('keeps the browser’s cookie across sign-ins, so two tabs can sign in at once', async () => {
    const first = account();
    const second = account();
    const firstBack = await atProvider(await start(first.email), first);
    const secret = browser.secret;
    const secondBack = await atProvider(await start(second.email), second);
    expect(browser.secret).toBe(secret);
    expect((await signedIn(await callback(secondBack))).token).toBeTruthy();
    expect((await signedIn(await callback(firstBack))).token).toBeTruthy();
  });

  it('never puts a session in the address, and a code of another browser does not change who a signed-in browser is', async () => {
    // The victim is signed in, in a browser that has signed in through SSO before.
    const victim = createSsoBrowser(t);
    const victimAccount = account();
    const victimSession = await signedIn(await signIn(victimAccount, undefined, victim), victim);
    // The attacker signs in as themselves in their own browser and stops at the return page.
    const attacker = createSsoBrowser(t);
    const crafted = await signIn(account(), '/home', attacker);
    expectCompletePage(t, crafted);
    expect(crafted.hash).toMatch(/^#code=[A-Za-z0-9_-]{43}$/);
    // The victim opens the crafted link: the code is refused, in words, and their session stays.
    const refused = await victim.redeem(crafted, victimSession);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'invalid_input',
      message: expect.stringContaining('another browser'),
    });
    expect((await createSsoBrowser(t).redeem(crafted)).statusCode).toBe(400);
    const profile = await as(t.app, victimSession, 'GET', API_PATHS.usersProfile);
    expect(profile.json()).toMatchObject({ email: victimAccount.email });
    // The code stays the attacker's alone: their own browser can still redeem it.
    expect((await attacker.redeem(crafted)).statusCode).toBe(200);
  });

  it('redeems a code once, and not after its minute', async () => {
    const location = await signIn(account());
    await signedIn(location);
    expect((await browser.redeem(location)).statusCode).toBe(400);

    const inTime = await signIn(account());
    const late = await signIn(account());
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 58_000);
    expect((await browser.redeem(inTime)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 3_000);
    expect((await browser.redeem(late)).statusCode).toBe(400);
  });

  it('answers a malformed redemption with 400 naming the code', async () => {
    const response = await browser.redeem('');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.code.code).toBe('required');
  });
});

describe('SSO required', () => {
  it('refuses password sign-in, registration and reset for the verified domains only', async () => {
    const existing = await registerUser(t.app, { email: `before-required@${DOMAIN}` });
    const elsewhere = await registerUser(t.app);
    await as(t.app, null, 'POST', API_PATHS.usersForgotPassword, { email: existing.email });
    const mail = (await t.readOutbox()).find((m) => m.to === existing.email);
    const resetToken = mail?.text.match(/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
    expect(resetToken).toBeTruthy();
    const required = await as(t.app, owner, 'PUT', API_PATHS.organisationSso, {
      issuer: idp.issuer,
      clientId: idp.clientId,
      ssoRequired: true,
    });
    expect(required.json()).toMatchObject({ ssoRequired: true, hasSecret: true });

    const login = await as(t.app, null, 'POST', API_PATHS.authLogin, {
      email: existing.email,
      password: existing.password,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().fields.email.code).toBe('sso.required');
    const register = await as(t.app, null, 'POST', API_PATHS.usersCreate, {
      name: 'New Person',
      email: `new-person@${DOMAIN}`,
      password: 'analytical-engine-1843',
    });
    expect(register.statusCode).toBe(403);
    expect(register.json().fields.email.code).toBe('sso.required');
    const forgot = await as(t.app, null, 'POST', API_PATHS.usersForgotPassword, {
      email: existing.email,
    });
    expect(forgot.statusCode).toBe(403);
    expect((await t.readOutbox()).filter((m) => m.to === existing.email)).toHaveLength(1);
    const reset = await as(t.app, null, 'POST', API_PATHS.usersResetPassword, {
      token: resetToken,
      password: 'a-new-analytical-engine',
    });
    expect(reset.statusCode).toBe(403);
    expect(reset.json().fields.email.code).toBe('sso.required');

    const other = await as(t.app, null, 'POST', API_PATHS.authLogin, {
      email: elsewhere.email,
      password: elsewhere.password,
    });
    expect(other.statusCode).toBe(200);
    await signedIn(await signIn(account({ email: existing.email })));
  });
});
