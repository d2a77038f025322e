import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { unauthorized } from '../../../http/api-error';
import type { TAddinCaller, TOfficeGrantsService } from './grants.service';

const BEARER = /^Bearer ([A-Za-z0-9_-]{16,256})$/;

/**
 * The key of the routes an integration calls with its grant (the add-in's, the Teams panel's):
 * `preHandler` lets in only a request carrying a live grant's token, and `caller` is the grant
 * that request was let in with.
 */
export function createGrantAuth(grants: Pick<TOfficeGrantsService, 'authenticate'>): {
  preHandler: preHandlerAsyncHookHandler;
  caller: (request: FastifyRequest) => TAddinCaller;
} {
  const callers = new WeakMap<FastifyRequest, TAddinCaller>();
  return {
    async preHandler(request) {
      const match = BEARER.exec(request.headers.authorization ?? '');
      const caller = match?.[1] ? await grants.authenticate(match[1]) : null;
      if (!caller) throw unauthorized();
      callers.set(request, caller);
    },
    caller(request) {
      const found = callers.get(request);
      if (!found) throw unauthorized();
      return found;
    },
  };
}
