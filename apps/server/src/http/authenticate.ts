import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { TAuthContext } from '../modules/accounts/auth.service';
import { isUuid } from '../lib/ids';
import { mayRemoteReach } from '../policies';
import { notFound, unauthorized } from './api-error';

/**
 * How a route lets a phone remote in (route `config.remote`): where the presentation, or the slide,
 * it acts on is named in the request. A remote's session reaches only routes that say this, and
 * only for its own presentation; everything else answers it the 404 a stranger gets.
 */
export type TRemoteAccess =
  | { presentation: (request: FastifyRequest) => unknown }
  | { slide: (request: FastifyRequest) => unknown };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate pre-handler on routes that need a signed-in user. */
    auth: TAuthContext | null;
  }
  interface FastifyContextConfig {
    /** The route is open to phone remotes of the presentation it names. */
    remote?: TRemoteAccess;
  }
}

/** The presentation of a slide, or null (used to check a remote's reach). */
export type TSlidePresentation = (slideId: string) => Promise<string | null>;

const BEARER = /^Bearer ([A-Za-z0-9_-]{16,256})$/;

/**
 * Pre-handler that signs the request in from `Authorization: Bearer <token>` only. Cookies are
 * never read, so a cross-site request carries no credentials. Answers 401 otherwise.
 */
export function createAuthenticate(
  findSession: (token: string) => Promise<TAuthContext | null>,
  slidePresentation: TSlidePresentation,
): preHandlerAsyncHookHandler {
  return async (request) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    const auth = match?.[1] ? await findSession(match[1]) : null;
    if (!auth) throw unauthorized();
    if (auth.scopePresentationId !== null) {
      const reached = await presentationReached(request, slidePresentation);
      if (!mayRemoteReach(auth.scopePresentationId, reached)) throw notFound();
    }
    request.auth = auth;
  };
}

/** The presentation a remote-enabled route acts on, or null (not remote-enabled, or not named). */
async function presentationReached(
  request: FastifyRequest,
  slidePresentation: TSlidePresentation,
): Promise<string | null> {
  const remote = request.routeOptions.config.remote;
  if (!remote) return null;
  if ('presentation' in remote) {
    const id = remote.presentation(request);
    return typeof id === 'string' && isUuid(id) ? id : null;
  }
  const slideId = remote.slide(request);
  return typeof slideId === 'string' && isUuid(slideId) ? slidePresentation(slideId) : null;
}

/** The signed-in user of a request that went through authenticate. */
export function getAuth(request: FastifyRequest): TAuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** A field of a parsed request part (params, body), or undefined. */
function field(value: unknown, name: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  const found: unknown = Reflect.get(value, name);
  return found;
}

/** Remote access of a route whose `:id` is a presentation id. */
export const REMOTE_PRESENTATION_PARAM: TRemoteAccess = {
  presentation: (request) => field(request.params, 'id'),
};
/** Remote access of a route whose `:id` is a slide id. */
export const REMOTE_SLIDE_PARAM: TRemoteAccess = {
  slide: (request) => field(request.params, 'id'),
};
/** Remote access of a route whose body names the presentation (`presentationId`). */
export const REMOTE_PRESENTATION_BODY: TRemoteAccess = {
  presentation: (request) => field(request.body, 'presentationId'),
};
