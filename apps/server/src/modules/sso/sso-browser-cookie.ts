import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SSO_CODE_TTL_MS, SSO_LOGIN_TTL_MS } from '@crowdeck/core';
import { createOpaqueToken } from '../../lib/tokens';

/** The cookie that ties a sign-in to the browser that started it. */
export const SSO_BROWSER_COOKIE = 'crowdeck_sso';

/** Sent only to the sign-in routes: the start, the provider's way back and the redemption. */
const COOKIE_PATH = '/api/auth/sso/';
const SECRET_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** The browser's sign-in secret from its cookie, or null when it has none (or a malformed one). */
export function readBrowserSecret(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  const value = parseCookie(header)[SSO_BROWSER_COOKIE];
  return value && SECRET_FORMAT.test(value) ? value : null;
}

/**
 * The browser's secret, kept when it has one (two tabs can sign in at once), and the cookie
 * (re)set: HttpOnly, SameSite=Lax (sent on the provider's top-level redirect back, not on
 * cross-site requests of other pages), Secure behind https, for as long as a sign-in can last.
 */
export function ensureBrowserSecret(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { secure: boolean },
): string {
  const secret = readBrowserSecret(request) ?? createOpaqueToken();
  reply.header(
    'set-cookie',
    stringifySetCookie({
      name: SSO_BROWSER_COOKIE,
      value: secret,
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
      maxAge: Math.ceil((SSO_LOGIN_TTL_MS + SSO_CODE_TTL_MS) / 1000),
    }),
  );
  return secret;
}
