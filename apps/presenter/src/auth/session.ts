import type { TAuthResponse, TUser } from '@crowdeck/core';
import { queryClient } from '../api/query-client';
import { removeToken, setToken } from './token';

/** Query key of the signed-in user's profile. */
export const PROFILE_QUERY_KEY = ['profile'] as const;

/** Puts the signed-in user into the query cache, the one place screens read it from. */
export function rememberUser(user: TUser): void {
  queryClient.setQueryData(PROFILE_QUERY_KEY, user);
}

let sessionExpired = false;

/** Whether the last session ended with a 401 (the guard then sends protected routes to login). */
export function hasSessionExpired(): boolean {
  return sessionExpired;
}

/** Starts a session after sign-up or sign-in: keeps the token and the user. */
export function startSession(auth: TAuthResponse): void {
  sessionExpired = false;
  setToken(auth.token);
  rememberUser(auth.user);
}

/**
 * Ends the session locally: forgets the token, the cached server data and the user. `expired`
 * marks a session the server refused (401), so a guard running meanwhile picks login, not register.
 */
export function endSession(options: { expired?: boolean } = {}): void {
  sessionExpired = options.expired ?? false;
  removeToken();
  queryClient.clear();
}
