import { API_PATHS, SSO_COMPLETE_ROUTE } from '@crowdeck/core';
import type { TSamlPost } from '@crowdeck/test-saml-idp';
import { bearer, type TTestApp } from './test-app';

const COOKIE = 'crowdeck_sso';

/**
 * A browser as single sign-on sees it: it keeps the sign-in cookie the start sets and sends it
 * back on the provider's return and on the code's redemption, as a browser would.
 */
export function createSsoBrowser(t: TTestApp) {
  let secret: string | null = null;
  const cookieHeader = (): Record<string, string> =>
    secret ? { cookie: `${COOKIE}=${secret}` } : {};

  return {
    /** The cookie secret it holds (null before its first start). */
    get secret() {
      return secret;
    },

    /** Asks how `email` signs in; keeps the cookie of the answer. */
    async start(email: string, next?: string) {
      const response = await t.app.inject({
        method: 'POST',
        url: API_PATHS.ssoStart,
        headers: cookieHeader(),
        payload: { email, ...(next !== undefined && { next }) },
      });
      const set = response.cookies.find((cookie) => cookie.name === COOKIE);
      if (set) secret = set.value;
      return response;
    },

    /** Arrives at the OIDC callback; returns the status and where the server sends it. */
    async callback(url: URL) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${url.pathname}${url.search}`,
        headers: cookieHeader(),
      });
      return { status: response.statusCode, location: new URL(String(response.headers.location)) };
    },

    /** Posts the IdP's form to the ACS (a cross-site POST: no SameSite=Lax cookie goes with it). */
    async postToAcs(post: TSamlPost) {
      const response = await t.app.inject({
        method: 'POST',
        url: new URL(post.action).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          SAMLResponse: post.samlResponse,
          ...(post.relayState !== null && { RelayState: post.relayState }),
        }).toString(),
      });
      return { status: response.statusCode, location: new URL(String(response.headers.location)) };
    },

    /** The return page redeems the code of `location` (as `signedInAs`, when it has a session). */
    redeem(location: URL | string, signedInAs?: { token: string }) {
      const code =
        typeof location === 'string'
          ? location
          : (new URLSearchParams(location.hash.slice(1)).get('code') ?? '');
      return t.app.inject({
        method: 'POST',
        url: API_PATHS.ssoRedeem,
        headers: { ...cookieHeader(), ...(signedInAs && bearer(signedInAs.token)) },
        payload: { code },
      });
    },
  };
}

export type TSsoBrowser = ReturnType<typeof createSsoBrowser>;

/** The presenter's return page the server sent the browser to; throws on a refusal. */
export function expectCompletePage(t: TTestApp, location: URL): void {
  const error = location.searchParams.get('sso_error');
  if (error) throw new Error(`sign-in refused: ${error}`);
  if (
    `${location.origin}${location.pathname}` !== `${t.config.presenterUrl}${SSO_COMPLETE_ROUTE}`
  ) {
    throw new Error(`not the return page: ${location.href}`);
  }
  if (location.hash.includes('token=')) throw new Error('a session token in the address');
}
