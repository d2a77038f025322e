import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { TAuthContext } from '../modules/accounts/auth.service';
import { unauthorized } from './api-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate pre-handler on routes that need a signed-in user. */
    auth: TAuthContext | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{16,256})$/;

/**
 * Pre-handler that signs the request in from `Authorization: Bearer <token>` only. Cookies are
 * never read, so a cross-site request carries no credentials. Answers 401 otherwise.
 */
export function createAuthenticate(
  findSession: (token: string) => Promise<TAuthContext | null>,
): preHandlerAsyncHookHandler {
  return async (request) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    const auth = match?.[1] ? await findSession(match[1]) : null;
    if (!auth) throw unauthorized();
    request.auth = auth;
  };
}

/** The signed-in user of a request that went through authenticate. */
export function getAuth(request: FastifyRequest): TAuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
