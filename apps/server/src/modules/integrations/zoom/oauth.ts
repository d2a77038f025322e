import { createHash, timingSafeEqual } from 'node:crypto';
import { parseCookie, stringifySetCookie } from 'cookie';
import { ZOOM_APP_PATHS } from '@crowdeck/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createOpaqueToken } from '../../../lib/tokens';

/** The operator's Zoom app and where Zoom's OAuth and API answer (config.zoom). */
export interface TZoomOAuthConfig {
  clientId: string;
  clientSecret: string;
  oauthUrl: string;
  apiUrl: string;
}

/** The cookie tying an install to the browser that started it: its state and PKCE verifier. */
export const ZOOM_OAUTH_COOKIE = 'crowdeck_zoom_oauth';
const COOKIE_PATH = '/integrations/zoom/';
const COOKIE_MAX_AGE_S = 10 * 60;
const OPAQUE = /^[A-Za-z0-9_-]{43}$/;

/** The redirect URI Zoom sends the code to (the Marketplace's "OAuth Redirect URL"). */
export const zoomRedirectUri = (presenterUrl: string) =>
  `${presenterUrl.replace(/\/+$/, '')}${ZOOM_APP_PATHS.callback}`;

const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * Starts an install: a fresh state and PKCE verifier in an HttpOnly cookie (SameSite=Lax: sent on
 * Zoom's top-level redirect back), and Zoom's authorize address to send the browser to.
 */
export function startInstall(
  reply: FastifyReply,
  zoom: TZoomOAuthConfig,
  options: { presenterUrl: string; secure: boolean },
): string {
  const state = createOpaqueToken();
  const verifier = createOpaqueToken();
  reply.header(
    'set-cookie',
    stringifySetCookie({
      name: ZOOM_OAUTH_COOKIE,
      value: `${state}.${verifier}`,
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
      maxAge: COOKIE_MAX_AGE_S,
    }),
  );
  const url = new URL('/oauth/authorize', zoom.oauthUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', zoom.clientId);
  url.searchParams.set('redirect_uri', zoomRedirectUri(options.presenterUrl));
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', challengeOf(verifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return url.href;
}

/** Zoom's redirect back: a code and our state, or an error (the user declined). */
export const ZZoomCallbackQuerySchema = z.object({
  code: z.string().min(1).max(2048).optional(),
  state: z.string().max(256).optional(),
  error: z.string().max(256).optional(),
});

const ZTokenSchema = z.object({ access_token: z.string().min(1) });
const ZDeeplinkSchema = z.object({
  deeplink: z
    .string()
    .refine((link) => /^(zoommtg|zoomus|https):\/\//i.test(link), 'not a Zoom deep link'),
});

/** Why an install's return was refused or failed. */
export type TCallbackOutcome =
  { ok: true; deeplink: string | null } | { ok: false; status: 400 | 502; reason: string };

const equal = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Clears the install cookie (one return per install). */
export function clearInstallCookie(reply: FastifyReply, secure: boolean): void {
  reply.header(
    'set-cookie',
    stringifySetCookie({
      name: ZOOM_OAUTH_COOKIE,
      value: '',
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: 0,
    }),
  );
}

/**
 * Completes Zoom's OAuth on our callback: the state must be the one this browser's cookie holds;
 * the code is exchanged at Zoom's token endpoint (client id and secret as Basic auth, with the
 * PKCE verifier); the access token then asks Zoom's API for the deep link that opens the app in
 * the Zoom client. The tokens are used once and not kept: the app calls no Zoom API afterwards.
 */
export async function completeInstall(
  request: FastifyRequest,
  zoom: TZoomOAuthConfig,
  options: { presenterUrl: string; fetcher?: typeof fetch },
): Promise<TCallbackOutcome> {
  const fetcher = options.fetcher ?? fetch;
  const query = ZZoomCallbackQuerySchema.safeParse(request.query);
  if (!query.success) return { ok: false, status: 400, reason: 'The address is not complete.' };
  if (query.data.error)
    return { ok: false, status: 400, reason: 'Zoom did not authorize the app.' };
  const cookie = parseCookie(request.headers.cookie ?? '')[ZOOM_OAUTH_COOKIE] ?? '';
  const [state, verifier] = cookie.split('.');
  const sent = query.data.state ?? '';
  if (!state || !verifier || !OPAQUE.test(state) || !OPAQUE.test(verifier) || !equal(state, sent)) {
    return {
      ok: false,
      status: 400,
      reason: 'This install was not started here, or it took too long. Start it again.',
    };
  }
  if (!query.data.code) return { ok: false, status: 400, reason: 'Zoom sent no code.' };
  const basic = Buffer.from(`${zoom.clientId}:${zoom.clientSecret}`).toString('base64');
  let accessToken: string;
  try {
    const response = await fetcher(new URL('/oauth/token', zoom.oauthUrl), {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: query.data.code,
        redirect_uri: zoomRedirectUri(options.presenterUrl),
        code_verifier: verifier,
      }).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`token endpoint answered ${response.status}`);
    accessToken = ZTokenSchema.parse(await response.json()).access_token;
  } catch {
    return { ok: false, status: 502, reason: 'Zoom did not accept the authorization code.' };
  }
  // The deep link is a convenience: without it the install still succeeded.
  try {
    const response = await fetcher(new URL('/v2/zoomapp/deeplink', zoom.apiUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ action: JSON.stringify({ url: ZOOM_APP_PATHS.home }) }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return { ok: true, deeplink: null };
    return { ok: true, deeplink: ZDeeplinkSchema.parse(await response.json()).deeplink };
  } catch {
    return { ok: true, deeplink: null };
  }
}
