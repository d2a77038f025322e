import { API_PATHS } from '@crowdeck/core';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { createSsoBrowser, expectCompletePage, type TSsoBrowser } from './sso-browser';
import { as, createSsoOrganisation, createSsoTestApp, operator, type TTestUser } from './sso-setup';
import type { TTestApp } from './test-app';

/** What a sign-in spec's fixture holds once started (see useSsoSignIn). */
export interface TSsoSignIn<TIdp> {
  readonly t: TTestApp;
  readonly idp: TIdp;
  /** The browser each sign-in runs in unless a test names another. */
  readonly browser: TSsoBrowser;
  readonly owner: TTestUser;
  readonly organisationId: string;
  /** Asks how `email` signs in (in `from`) and expects the provider's address. */
  start(email: string, next?: string, from?: TSsoBrowser): Promise<string>;
  /** The operator adds the account of `email` to the organisation as `role`. */
  addMember(email: string, role: string): ReturnType<typeof operator>;
  /** The return page redeems its code in `from`: the session and where to go on. */
  signedIn(location: URL, from?: TSsoBrowser): Promise<{ token: string; next: string | null }>;
  /** The session `token` is the account `userId`'s, on the organisation's plan, as `role`. */
  expectSignedInAs(token: string, userId: string, role: string): Promise<void>;
  /**
   * After a first sign-in (its session `token`), the account of `who` exists with that name and
   * is a member of the organisation (the owner's list shows `member` too), and `password` does
   * not log it in.
   */
  expectNewMember(
    token: string,
    who: { name: string; email: string },
    password: string,
    member?: object,
  ): Promise<void>;
}

/**
 * For a spec of signing in through an organisation's provider: the test server with SSO on, the
 * provider `startIdp` starts, and an organisation signing in there (with the settings
 * `settingsOf` gives) whose `domain` is verified; closed at the end. Clocks faked in a test are
 * made real again after it.
 */
export function useSsoSignIn<TIdp extends { close(): Promise<unknown> }>(
  startIdp: (t: TTestApp) => Promise<TIdp>,
  settingsOf: (idp: TIdp) => object,
  domain: string,
): TSsoSignIn<TIdp> {
  const sso = {
    async start(email: string, next?: string, from = sso.browser) {
      const response = await from.start(email, next);
      expect(response.statusCode).toBe(200);
      expect(response.json().sso).toBe(true);
      return response.json().redirectUrl as string;
    },
    addMember(email: string, role: string) {
      const members = `${API_PATHS.operatorOrganisations}${sso.organisationId}/members/`;
      return operator(sso.t.app, 'POST', members, { email, role });
    },
    async signedIn(location: URL, from = sso.browser) {
      expectCompletePage(sso.t, location);
      const response = await from.redeem(location);
      expect(response.statusCode).toBe(200);
      return response.json();
    },
    async expectSignedInAs(token: string, userId: string, role: string) {
      const profile = await as(sso.t.app, { token }, 'GET', API_PATHS.usersProfile);
      expect(profile.json()).toMatchObject({ id: userId, plan: 'custom' });
      const mine = await as(sso.t.app, { token }, 'GET', API_PATHS.organisation);
      expect(mine.json().organisation).toMatchObject({ id: sso.organisationId, role });
    },
    async expectNewMember(token: string, who, password: string, member = {}) {
      const profile = await as(sso.t.app, { token }, 'GET', API_PATHS.usersProfile);
      expect(profile.json()).toMatchObject({ name: who.name, email: who.email });
      const members = await as(sso.t.app, sso.owner, 'GET', API_PATHS.organisationMembers);
      expect(members.json().members).toContainEqual(
        expect.objectContaining({ email: who.email, role: 'member', ...member }),
      );
      const login = await as(sso.t.app, null, 'POST', API_PATHS.authLogin, {
        email: who.email,
        password,
      });
      expect(login.statusCode).toBe(401);
    },
  } as { -readonly [K in keyof TSsoSignIn<TIdp>]: TSsoSignIn<TIdp>[K] };

  beforeAll(async () => {
    sso.t = await createSsoTestApp();
    sso.browser = createSsoBrowser(sso.t);
    sso.idp = await startIdp(sso.t);
    ({ owner: sso.owner, organisationId: sso.organisationId } = await createSsoOrganisation(
      sso.t.app,
      settingsOf(sso.idp),
      { domain },
    ));
  });
  afterAll(async () => {
    await sso.idp?.close();
    await sso.t?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return sso;
}
