import { TOKEN_COOKIE, TOKEN_COOKIE_DAYS } from '@crowdeck/core';
import { readCookie, removeCookie, writeCookie } from './cookies';

/**
 * The session token lives in the `crowdeckToken` cookie only so that it survives reloads; the API
 * reads it from the Authorization header, never from the cookie.
 */
type TListener = () => void;
const listeners = new Set<TListener>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** The stored token, or null when signed out. */
export function getToken(): string | null {
  return readCookie(TOKEN_COOKIE) || null;
}

/** A phone remote's session token: this page's requests use it instead of the stored one. */
let remoteToken: string | null = null;

/** Makes this page a phone remote (its own session, one presentation), or not (null). */
export function setRemoteToken(token: string | null): void {
  remoteToken = token;
}

/** Whether this page is a phone remote. */
export function isRemotePage(): boolean {
  return remoteToken !== null;
}

/** The token sent with API requests and the live socket: a remote's own, else the stored one. */
export function getRequestToken(): string | null {
  return remoteToken ?? getToken();
}

/** Whether a token is stored. */
export function hasToken(): boolean {
  return getToken() !== null;
}

/** Stores the token for TOKEN_COOKIE_DAYS days at path /. */
export function setToken(token: string): void {
  writeCookie(TOKEN_COOKIE, token, {
    days: TOKEN_COOKIE_DAYS,
    secure: window.location.protocol === 'https:',
  });
  notify();
}

/**
 * Writes the stored token again with a fresh 3-year expiry. Browsers cap cookie lifetimes (Chromium
 * at 400 days), so renewing at every start keeps an active presenter signed in for good.
 */
export function renewToken(): void {
  const token = getToken();
  if (token) setToken(token);
}

/** Forgets the token (sign-out or expired session). */
export function removeToken(): void {
  removeCookie(TOKEN_COOKIE);
  notify();
}

/** Calls the listener whenever the token is stored or removed; returns the unsubscribe. */
export function subscribeToken(listener: TListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
